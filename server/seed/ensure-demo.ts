import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { AppConfig } from '#server/config';
import type { DatabaseHandle } from '#server/db/client';
import { users } from '#server/db/schema/index';
import { ROLE_CODES } from '#src/contracts/enums';
import { type SeedSummary, seedDemo } from './demo';
import { isSeeded } from './is-seeded';

export interface EnsureDemoResult {
  /** True when this call seeded the database. */
  seeded: boolean;
  /** Role-code logins present in the database (the demo users). */
  logins: string[];
  summary?: SeedSummary;
}

export function filesDirOf(config: Pick<AppConfig, 'dataDir'>): string {
  return join(config.dataDir, 'files');
}

/** Seeds the demo data on first start; later starts only report the demo logins. */
export async function ensureDemoData(
  handle: DatabaseHandle,
  config: Pick<AppConfig, 'dataDir' | 'demoPassword'>,
): Promise<EnsureDemoResult> {
  if (await isSeeded(handle)) {
    const rows = await handle.db
      .select({ login: users.login })
      .from(users)
      .where(inArray(users.login, [...ROLE_CODES]))
      .orderBy(users.id);
    return { seeded: false, logins: rows.map((r) => r.login) };
  }
  const summary = await seedDemo(handle, {
    password: config.demoPassword,
    filesDir: filesDirOf(config),
  });
  return { seeded: true, logins: summary.logins, summary };
}
