import { hash } from '@node-rs/argon2';
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from '#server/db/client';
import * as schema from '#server/db/schema/index';
import type { FileStorage } from '#server/storage/file-storage';
import { ROLE_CODES } from '#src/contracts/enums';
import { createContext } from './context';
import { seedPhotos } from './photos';
import { seedAddressProgram } from './seed-address';
import { seedCatalog } from './seed-catalog';
import { seedChecker } from './seed-checker';
import { seedCommunication } from './seed-communication';
import { seedJournals } from './seed-journals';
import { seedOrg } from './seed-org';
import { seedOutlets } from './seed-outlets';
import { seedPermissions } from './seed-permissions';
import { seedPositions } from './seed-positions';
import { seedProducts } from './seed-products';
import { seedQuestionnaires } from './seed-questionnaires';
import { seedSettings } from './seed-settings';
import { seedCrowd, seedTasks } from './seed-tasks';
import { seedUsers } from './seed-users';
import { seedVisits } from './seed-visits';

export interface SeedSummary {
  /** One login per role; each is the role's code. */
  logins: string[];
  /** Extra field users and supervisors. */
  extraLogins: string[];
  counts: Record<string, number>;
  durationMs: number;
}

export interface SeedDemoOptions {
  password: string;
  /** Where the demo photos and files are written; files.storage_key names them there. */
  storage: FileStorage;
  now?: Date;
}

const COUNTED: PgTable[] = [
  schema.projects,
  schema.users,
  schema.outlets,
  schema.project_outlets,
  schema.visits,
  schema.question_results,
  schema.file_links,
  schema.check_list_results,
  schema.tasks,
  schema.crowd_tasks,
  schema.program_params,
  schema.notifications,
  schema.setting_values,
];

/**
 * The demo data set: deterministic for a given date, Russian throughout, in one transaction so a
 * failure leaves an empty database rather than a half-seeded one.
 */
export async function seedDemo(
  handle: DatabaseHandle,
  options: SeedDemoOptions,
): Promise<SeedSummary> {
  const started = performance.now();
  // One argon2id hash shared by every demo user: argon2id is slow by design, and a hash per user
  // would add up on every first start.
  const passwordHash = await hash(options.password);
  const logins = await handle.db.transaction(async (tx) => {
    const ctx = createContext(tx, options.now);
    const photoIds = await seedPhotos(ctx.db, options.storage);
    const org = await seedOrg(ctx);
    const people = await seedUsers(ctx, org, passwordHash);
    await seedPermissions(ctx, org, people);
    await seedPositions(ctx, org, people);
    const outlets = await seedOutlets(ctx, org);
    const forms = await seedQuestionnaires(ctx, org, outlets);
    const { visits } = await seedVisits(
      ctx,
      people.executors,
      outlets,
      forms,
      org.failResultIds,
      photoIds,
    );
    await seedChecker(ctx, org, people, visits);
    await seedTasks(ctx, people, outlets, visits);
    await seedCrowd(ctx, people, outlets, forms);
    const skus = await seedProducts(ctx, photoIds);
    await seedCatalog(ctx, org, outlets, photoIds, skus);
    await seedAddressProgram(ctx, org, outlets);
    await seedSettings(ctx, org, people);
    await seedCommunication(ctx, org, people);
    await seedJournals(ctx, org, people, options.storage);
    return people.logins;
  });
  const counts: Record<string, number> = {};
  for (const table of COUNTED) {
    const name = getTableName(table);
    const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(table);
    counts[name] = Number(row?.n ?? 0);
  }
  const roleLogins = new Set<string>(ROLE_CODES);
  return {
    logins: logins.filter((l) => roleLogins.has(l)),
    extraLogins: logins.filter((l) => !roleLogins.has(l)),
    counts,
    durationMs: Math.round(performance.now() - started),
  };
}
