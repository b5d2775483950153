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
import { eanCheckDigit } from '#src/contracts/barcode';
import type { BadFormatSample, DuplicateSample, OutOfRangeSample } from './rule-samples';

type Body = Record<string, unknown>;

/** Payloads of an entity's writes valid in the seed (made by generated-samples.ts). */
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
  /** A second create per unique key the contract declares (rule-samples.ts). */
  duplicates: DuplicateSample[];
  /** Creates out of each range the contract declares, below and above it. */
  outOfRange: OutOfRangeSample[];
  /** A create out of each text format the contract declares. */
  badFormat: BadFormatSample[];
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

/** An EAN-13 no other test row has: a prefix no seeded barcode uses, a serial, its check digit. */
export function uniqueEan(): string {
  const body = `29${(Date.now() % 1e6).toString().padStart(6, '0')}${(++serial % 1e4).toString().padStart(4, '0')}`;
  return body + eanCheckDigit(body);
}
