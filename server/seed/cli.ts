/**
 * npm run seed [-- --size large [--force]]
 * Migrates the configured database (PGlite under DATA_DIR, or DATABASE_URL), seeds the demo data
 * when there are no users yet, and with --size large adds the benchmark set on top.
 */
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '#server/config';
import { openDatabase } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';
import { appFileStorage, storageLabel } from '#server/storage/app-storage';
import { seedDemo } from './demo';
import { isSeeded } from './is-seeded';
import { seedLarge } from './large';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'demo' },
    force: { type: 'boolean', default: false },
  },
});
if (values.size !== 'demo' && values.size !== 'large') {
  console.error(`Unknown --size "${values.size}": use demo or large.`);
  process.exit(2);
}

const config = loadConfigOrExit();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const where =
  handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
try {
  if (values.size === 'large' && handle.kind === 'pglite' && !values.force) {
    console.error(
      'The large set (1,000,000 visits) is meant for PostgreSQL: set DATABASE_URL, or add --force to build it in PGlite anyway (slow, several GB).',
    );
    process.exitCode = 2;
  } else {
    console.log(`Database: ${where}`);
    await migrateDatabase(handle);
    if (await isSeeded(handle)) {
      console.log('Demo data: already seeded');
    } else {
      const storage = appFileStorage(config);
      const summary = await seedDemo(handle, { password: config.demoPassword, storage }).finally(
        () => storage.close(),
      );
      console.log(`Demo data seeded in ${(summary.durationMs / 1000).toFixed(1)} s:`);
      for (const [table, n] of Object.entries(summary.counts))
        console.log(`  ${table.padEnd(22)} ${n}`);
      console.log(`Demo logins (password "${config.demoPassword}"): ${summary.logins.join(', ')}`);
      console.log(`Field users: ${summary.extraLogins.join(', ')}`);
      console.log(`Photos: ${storageLabel(config)}`);
    }
    if (values.size === 'large') {
      const started = performance.now();
      const result = await seedLarge(handle);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        result.skipped
          ? 'Large set: already present'
          : `Large set seeded in ${seconds} s: ${result.visits} visits, ${result.outlets} outlets`,
      );
      if (!result.skipped) {
        const steps = Object.entries(result.timings).map(
          ([k, ms]) => `${k} ${(ms / 1000).toFixed(1)} s`,
        );
        console.log(`  steps: ${steps.join(', ')}`);
      }
    }
  }
} finally {
  await handle.close();
}
