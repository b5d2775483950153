import {
  branches,
  cities,
  clients,
  merchandising_types,
  outlet_types,
  project_retails,
  projects,
  regions,
  retails,
  roles,
  statuses,
  territories,
  visit_fail_results,
} from '#server/db/schema/index';
import { ROLE_CODES, type RoleCode } from '#src/contracts/enums';
import { addDays, insertAll, insertIds, type SeedContext } from './context';
import {
  CLIENTS,
  type DemoProject,
  MERCHANDISING_TYPES,
  OUTLET_TYPES,
  type OutletSegment,
  PROJECTS,
  RETAILS,
  STATUS_NAMES,
  VISIT_FAIL_RESULTS,
} from './data/catalog';
import { CITIES, type DemoCity, REGIONS } from './data/geo';
import { ROLE_NAMES } from './data/roles';

export interface OrgRefs {
  roleIds: Map<RoleCode, number>;
  clientIds: number[];
  projects: { id: number; spec: DemoProject }[];
  cities: { id: number; spec: DemoCity; regionId: number }[];
  /** `${projectId}:${regionCode}` → branch id */
  branches: Map<string, number>;
  /** `${projectId}:${regionCode}` → territory ids of that branch */
  territories: Map<string, number[]>;
  retails: { id: number; code: string; name: string; segment: OutletSegment }[];
  /** `${projectId}:${retailId}` → project retail id */
  projectRetails: Map<string, number>;
  outletTypes: { id: number; code: string; segment: OutletSegment }[];
  failResultIds: number[];
}

export async function seedOrg(ctx: SeedContext): Promise<OrgRefs> {
  const { db } = ctx;
  const roleRows = ROLE_CODES.map((code) => ({
    sys_name: code,
    name: ROLE_NAMES[code].name,
    is_hidden: ROLE_NAMES[code].hidden ?? false,
  }));
  const roleIdList = await insertIds(db, roles, roleRows);
  const roleIds = new Map(ROLE_CODES.map((code, i) => [code, roleIdList[i]]));

  const mtIds = await insertIds(db, merchandising_types, MERCHANDISING_TYPES);
  const mtByCode = new Map(MERCHANDISING_TYPES.map((t, i) => [t.code, mtIds[i]]));
  const clientIds = await insertIds(
    db,
    clients,
    CLIENTS.map((c) => ({
      ...c,
      contact_name: ctx.faker.person.fullName(),
      contact_phone: ctx.faker.phone.number({ style: 'international' }),
      contact_email: ctx.faker.internet.email().toLowerCase(),
    })),
  );
  const projectIds = await insertIds(
    db,
    projects,
    PROJECTS.map((p) => ({
      name: p.name,
      code: p.code,
      kind: p.kind,
      client_id: clientIds[p.client],
      merchandising_type_id: mtByCode.get(p.merchandising),
      description: `Демонстрационный проект «${p.name}».`,
      start_date: addDays(ctx.today, -400),
      end_date: addDays(ctx.today, 365),
    })),
  );
  const projectRefs = PROJECTS.map((spec, i) => ({ id: projectIds[i], spec }));

  const regionIds = await insertIds(db, regions, REGIONS);
  const regionByCode = new Map(REGIONS.map((r, i) => [r.code, regionIds[i]]));
  const cityIds = await insertIds(
    db,
    cities,
    CITIES.map((c) => ({
      name: c.name,
      code: c.code,
      region_id: regionByCode.get(c.region),
      lat: c.lat,
      lon: c.lon,
      timezone: c.timezone,
    })),
  );

  // Every project has a branch in every region so outlets anywhere fit the org structure.
  const branchKeys: string[] = [];
  const branchRows = projectRefs.flatMap((p) =>
    REGIONS.map((r) => {
      branchKeys.push(`${p.id}:${r.code}`);
      return {
        name: `Филиал «${r.name}»`,
        code: `${p.spec.code}-${r.code}`,
        project_id: p.id,
        region_id: regionByCode.get(r.code),
      };
    }),
  );
  const branchIdList = await insertIds(db, branches, branchRows);
  const branchMap = new Map(branchKeys.map((key, i) => [key, branchIdList[i]]));
  const territoryRows = branchKeys.flatMap((key, i) =>
    [1, 2].map((n) => ({
      name: `${branchRows[i].name.replace('Филиал', 'Территория')} — ${n}`,
      code: `${branchRows[i].code}-T${n}`,
      project_id: branchRows[i].project_id,
      branch_id: branchIdList[i],
      key,
    })),
  );
  const territoryIds = await insertIds(
    db,
    territories,
    territoryRows.map(({ key: _key, ...row }) => row),
  );
  const territoryMap = new Map<string, number[]>();
  territoryRows.forEach((row, i) => {
    territoryMap.set(row.key, [...(territoryMap.get(row.key) ?? []), territoryIds[i]]);
  });

  const retailIds = await insertIds(
    db,
    retails,
    RETAILS.map(({ code, name }) => ({ code, name })),
  );
  const retailRefs = RETAILS.map((r, i) => ({ ...r, id: retailIds[i] }));
  const prKeys: string[] = [];
  const prRows = projectRefs.flatMap((p) =>
    retailRefs
      .filter((r) => p.spec.segments.includes(r.segment))
      .map((r, i) => {
        prKeys.push(`${p.id}:${r.id}`);
        return {
          project_id: p.id,
          retail_id: r.id,
          name: r.name,
          code: `${p.spec.code}-NET-${i + 1}`,
        };
      }),
  );
  const prIds = await insertIds(db, project_retails, prRows);

  const typeIds = await insertIds(
    db,
    outlet_types,
    OUTLET_TYPES.map(({ code, name }) => ({ code, name })),
  );
  const failResultIds = await insertIds(db, visit_fail_results, VISIT_FAIL_RESULTS);
  await insertAll(
    db,
    statuses,
    Object.entries(STATUS_NAMES).flatMap(([entity_type, names]) =>
      Object.entries(names).map(([code, name]) => ({ entity_type, code, name })),
    ),
  );

  return {
    roleIds,
    clientIds,
    projects: projectRefs,
    cities: CITIES.map((spec, i) => ({
      id: cityIds[i],
      spec,
      regionId: regionByCode.get(spec.region) ?? 0,
    })),
    branches: branchMap,
    territories: territoryMap,
    retails: retailRefs,
    projectRetails: new Map(prKeys.map((key, i) => [key, prIds[i]])),
    outletTypes: OUTLET_TYPES.map((t, i) => ({ id: typeIds[i], code: t.code, segment: t.segment })),
    failResultIds,
  };
}
