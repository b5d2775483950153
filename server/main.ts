import { fileURLToPath } from 'node:url';
import { buildApp } from '#server/app';
import { type AppConfig, loadConfigOrExit } from '#server/config';
import { openDatabase } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';
import { ensureDemoData } from '#server/seed/ensure-demo';
import { storageLabel } from '#server/storage/app-storage';

const portalDir = fileURLToPath(new URL('../dist', import.meta.url));

/** Boot order: config → database → migrations → demo data → plugins and services → listen. */
export async function startServer(config: AppConfig = loadConfigOrExit()) {
  const startedAt = performance.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  const demo = config.seedDemo ? await ensureDemoData(database, config) : undefined;
  const app = await buildApp({ config, database, portalDir });
  app.addHook('onClose', async () => {
    await database.close();
  });
  await app.listen({ port: config.port, host: config.host });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting, let in-flight requests finish, then close the database.
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const url = `http://localhost:${config.port}`;
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  const lines = [
    '',
    `  SFA Portal ${url} (ready in ${seconds} s, database: ${database.kind})`,
    `  Files:     ${storageLabel(config)}`,
    `  API docs:  ${url}/svc/docs`,
  ];
  if (demo) {
    lines.push(`  Demo logins (password "${config.demoPassword}"): ${demo.logins.join(', ')}`);
  }
  console.log(`${lines.join('\n')}\n`);
  return app;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await startServer();
}
