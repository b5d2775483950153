import { inArray } from 'drizzle-orm';
import type { AppConfig } from '#server/config';
import type { DatabaseHandle } from '#server/db/client';
import { users } from '#server/db/schema/index';
import { appFileStorage } from '#server/storage/app-storage';
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

/** Seeds the demo data on first start; later starts only report the demo logins. */
export async function ensureDemoData(
  handle: DatabaseHandle,
  config: Pick<AppConfig, 'dataDir' | 'storage' | 'demoPassword'>,
): Promise<EnsureDemoResult> {
  if (await isSeeded(handle)) {
    const rows = await handle.db
      .select({ login: users.login })
      .from(users)
      .where(inArray(users.login, [...ROLE_CODES]))
      .orderBy(users.id);
    return { seeded: false, logins: rows.map((r) => r.login) };
  }
  const storage = appFileStorage(config);
  try {
    const summary = await seedDemo(handle, { password: config.demoPassword, storage });
    return { seeded: true, logins: summary.logins, summary };
  } finally {
    await storage.close();
  }
}
