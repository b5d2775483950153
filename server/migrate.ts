import { loadConfigOrExit } from '#server/config';
import { openDatabase } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';

/**
 * `npm run migrate`: the release step that brings the database to this version's schema before
 * the new processes start (docs/operations.md). Safe beside running processes and other
 * migrators: it takes the same start-up lock they do.
 */
const config = loadConfigOrExit();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.exclusive(() => migrateDatabase(database));
  console.log(`Migrations applied (database: ${database.kind}).`);
} finally {
  await database.close();
}
