import { eq, isNotNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client';
import {
  branches,
  cities,
  clients,
  merchandising_types,
  regions,
  user_projects,
  users,
} from '#server/db/schema/index';
import { CATALOG_MESSAGES } from '#src/contracts/catalog/catalog-list';

type Body = Record<string, unknown>;

/** What a resource's writes need that its definition cannot say: payloads valid in the seed. */
export interface Sample {
  create: () => Body;
  patch?: Body;
  /**
   * A create payload naming a missing related row, the field the error must name and its
   * detail when not 'Связанная запись не найдена: <field>' (a project's row: not in the project).
   */
  missingReference?: { body: () => Body; field: string; detail?: string };
  /** The unique field a second create with the same value must be refused on. */
  unique?: string;
}

export interface SeedIds {
  /** A project of the administrator's. */
  projectId: number;
  regionId: number;
  /** A branch of that project. */
  branchId: number;
  clientId: number;
  merchandisingTypeId: number;
  cityId: number;
}

/** The id in the first row of `column` that has one (and meets `where`). */
export async function firstId(db: Database, column: PgColumn, where = isNotNull(column)) {
  const [row] = await db.select({ id: column }).from(column.table).where(where).limit(1);
  return row?.id as number | undefined;
}

export async function loadSeedIds(db: Database): Promise<SeedIds> {
  const must = async (column: PgColumn, where = isNotNull(column)) => {
    const id = await firstId(db, column, where);
    if (id === undefined) throw new Error(`the seed has no ${column.name}`);
    return id;
  };
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.login, 'administrator'));
  const projectId = await must(user_projects.project_id, eq(user_projects.user_id, admin.id));
  return {
    projectId,
    regionId: await must(regions.id),
    branchId: await must(branches.id, eq(branches.project_id, projectId)),
    clientId: await must(clients.id),
    merchandisingTypeId: await must(merchandising_types.id),
    cityId: await must(cities.id),
  };
}

let serial = 0;
/** A code no other test row has. */
export const uniqueCode = () => `test-${Date.now().toString(36)}-${++serial}`;
/** A name no other test row has: names are unique within their parent, as codes are. */
const uniqueName = (name: string) => `${name} ${uniqueCode()}`;

export function catalogSamples(seed: SeedIds): Record<string, Sample> {
  return {
    cities: {
      create: () => ({
        name: uniqueName('Тестоград'),
        code: uniqueCode(),
        region_id: seed.regionId,
        lat: 55.7,
        lon: 37.6,
      }),
      patch: { name: 'Новоград', timezone: 'Europe/Samara' },
      missingReference: { body: () => ({ name: 'Нигде', region_id: 999_999 }), field: 'region_id' },
      unique: 'code',
    },
    regions: {
      create: () => ({ name: uniqueName('Тестовый край'), code: uniqueCode() }),
      unique: 'code',
    },
    branches: {
      create: () => ({
        name: uniqueName('Филиал'),
        code: uniqueCode(),
        project_id: seed.projectId,
        region_id: seed.regionId,
      }),
      patch: { name: 'Другой филиал', region_id: null },
      missingReference: {
        body: () => ({ name: 'Филиал', project_id: seed.projectId, region_id: 999_999 }),
        field: 'region_id',
      },
      unique: 'code',
    },
    territories: {
      create: () => ({
        name: uniqueName('Территория'),
        code: uniqueCode(),
        project_id: seed.projectId,
        branch_id: seed.branchId,
      }),
      patch: { name: 'Другая территория' },
      missingReference: {
        body: () => ({ name: 'Территория', project_id: seed.projectId, branch_id: 999_999 }),
        field: 'branch_id',
        detail: CATALOG_MESSAGES.notInProject,
      },
      unique: 'code',
    },
    retails: {
      create: () => ({ name: uniqueName('Сеть'), code: uniqueCode(), is_network: false }),
      patch: { is_network: true },
      unique: 'code',
    },
    outlet_types: {
      create: () => ({ name: uniqueName('Киоск'), code: uniqueCode() }),
      patch: { name: 'Павильон' },
      unique: 'code',
    },
    positions: {
      create: () => ({
        code: uniqueCode(),
        name: 'Мерчендайзер',
        description: 'Выкладка',
        level: 5,
      }),
      patch: { level: 6 },
      unique: 'code',
    },
    outlets: {
      create: () => ({
        name: 'Магазин у дома',
        address: 'ул. Тестовая, 1',
        city_id: seed.cityId,
        region_id: seed.regionId,
        source: 'retail_chain_a',
        external_code: uniqueCode(),
      }),
      patch: { address: 'ул. Тестовая, 2', is_active: false },
      missingReference: {
        body: () => ({ name: 'Нигде', address: 'Нигде', city_id: 999_999 }),
        field: 'city_id',
      },
    },
    project_positions: {
      create: () => ({ project_id: seed.projectId, code: uniqueCode(), name: 'Супервайзер' }),
      patch: { name: 'Старший супервайзер' },
      missingReference: {
        body: () => ({
          project_id: seed.projectId,
          code: uniqueCode(),
          name: 'Место',
          position_id: 999_999,
        }),
        field: 'position_id',
      },
    },
    projects: {
      create: () => ({
        name: 'Тестовый проект',
        code: uniqueCode(),
        kind: 'exclusive',
        client_id: seed.clientId,
        merchandising_type_id: seed.merchandisingTypeId,
        start_date: '2025-01-01',
        end_date: '2025-12-31',
      }),
      patch: { description: 'Описание', kind: 'combined' },
      missingReference: {
        body: () => ({ name: 'Проект', code: uniqueCode(), client_id: 999_999 }),
        field: 'client_id',
      },
      unique: 'code',
    },
  };
}
