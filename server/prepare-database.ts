import type { AppConfig } from '#server/config';
import type { DatabaseHandle } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';
import { type EnsureDemoResult, ensureDemoData } from '#server/seed/ensure-demo';

/**
 * Migrations, then the demo data where asked for, under the database's start-up lock: processes
 * started together on an empty database take turns, so the first migrates and seeds and the
 * others find it done (two at once died in CREATE TYPE or on a storage key already written).
 */
export function prepareDatabase(
  database: DatabaseHandle,
  config: Pick<AppConfig, 'seedDemo' | 'dataDir' | 'storage' | 'demoPassword'>,
): Promise<EnsureDemoResult | undefined> {
  return database.exclusive(async () => {
    await migrateDatabase(database);
    return config.seedDemo ? await ensureDemoData(database, config) : undefined;
  });
}
