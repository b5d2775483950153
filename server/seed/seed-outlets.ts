import { outlets, project_outlets } from '#server/db/schema/index';
import { OUTLET_SOURCES } from '#src/contracts/enums';
import { insertIds, type SeedContext } from './context';
import { OUTLET_COUNTS, type OutletSegment } from './data/catalog';
import type { OrgRefs } from './seed-org';

export interface ProjectOutletRef {
  id: number;
  projectId: number;
  projectRetailId: number | null;
  branchId: number | null;
  territoryId: number | null;
  cityId: number;
  lat: number;
  lon: number;
  /** UTC offset of the outlet's city, for local visit times. */
  offset: number;
}

interface OutletDraft {
  name: string;
  segment: OutletSegment;
  cityIndex: number;
  retailId: number;
  lat: number;
  lon: number;
}

export async function seedOutlets(ctx: SeedContext, org: OrgRefs): Promise<ProjectOutletRef[]> {
  const { db, faker } = ctx;
  const drafts: OutletDraft[] = [];
  const rows = [];
  const weighted = org.cities.map((c, i) => ({ value: i, weight: c.spec.weight }));
  let n = 0;
  for (const [segment, count] of Object.entries(OUTLET_COUNTS) as [OutletSegment, number][]) {
    const chains = org.retails.filter((r) => r.segment === segment);
    const types = org.outletTypes.filter((t) => t.segment === segment);
    for (let k = 0; k < count; k++) {
      n++;
      const cityIndex = faker.helpers.weightedArrayElement(weighted);
      const city = org.cities[cityIndex];
      const retail = faker.helpers.arrayElement(chains);
      const lat = city.spec.lat + faker.number.float({ min: -0.06, max: 0.06, fractionDigits: 6 });
      const lon = city.spec.lon + faker.number.float({ min: -0.09, max: 0.09, fractionDigits: 6 });
      const name = `${retail.name} №${faker.number.int({ min: 100, max: 9999 })}`;
      drafts.push({ name, segment, cityIndex, retailId: retail.id, lat, lon });
      rows.push({
        name,
        address: `г. ${city.spec.name}, ${faker.location.streetAddress()}`,
        lat,
        lon,
        city_id: city.id,
        region_id: city.regionId,
        retail_id: retail.id,
        outlet_type_id: faker.helpers.arrayElement(types).id,
        // Most outlets are the projects' own; every seventh and eleventh came from chain feeds.
        source:
          n % 7 === 0 ? OUTLET_SOURCES[1] : n % 11 === 0 ? OUTLET_SOURCES[2] : OUTLET_SOURCES[0],
        external_code: `TT-${String(n).padStart(6, '0')}`,
        inn: faker.string.numeric(10),
      });
    }
  }
  const outletIds = await insertIds(db, outlets, rows);

  const poRows: (typeof project_outlets.$inferInsert)[] = [];
  const refs: Omit<ProjectOutletRef, 'id'>[] = [];
  for (const project of org.projects) {
    const matching = drafts
      .map((d, i) => ({ ...d, outletId: outletIds[i] }))
      .filter((d) => project.spec.segments.includes(d.segment));
    // Partial coverage takes every k-th outlet so the subset is spread over all cities.
    const step = Math.round(1 / project.spec.coverage);
    for (const [i, d] of matching.entries()) {
      if (i % step !== 0) continue;
      const city = org.cities[d.cityIndex];
      const key = `${project.id}:${city.spec.region}`;
      const territoryIds = org.territories.get(key) ?? [];
      const ref = {
        projectId: project.id,
        projectRetailId: org.projectRetails.get(`${project.id}:${d.retailId}`) ?? null,
        branchId: org.branches.get(key) ?? null,
        territoryId: territoryIds[i % Math.max(territoryIds.length, 1)] ?? null,
        cityId: city.id,
        lat: d.lat,
        lon: d.lon,
        offset: city.spec.offset,
      };
      refs.push(ref);
      poRows.push({
        project_id: project.id,
        outlet_id: d.outletId,
        name: d.name,
        project_retail_id: ref.projectRetailId,
        region_id: city.regionId,
        branch_id: ref.branchId,
        territory_id: ref.territoryId,
        city_id: city.id,
        external_code: `${project.spec.code}-${String(poRows.length + 1).padStart(5, '0')}`,
      });
    }
  }
  const poIds = await insertIds(db, project_outlets, poRows);
  return refs.map((ref, i) => ({ ...ref, id: poIds[i] }));
}
