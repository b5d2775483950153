import { setTimeout } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { buildApp } from '#server/app';
import { type AppConfig, loadConfigOrExit } from '#server/config';
import { openDatabase } from '#server/db/client';
import { prepareDatabase } from '#server/prepare-database';
import { stopOnSignals } from '#server/shutdown';
import { storageLabel } from '#server/storage/app-storage';

const portalDir = fileURLToPath(new URL('../dist', import.meta.url));

/** Boot order: config → database → migrations and demo data (under the start-up lock) → plugins and services → listen. */
export async function startServer(config: AppConfig = loadConfigOrExit()) {
  const startedAt = performance.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const demo = await prepareDatabase(database, config);
  const app = await buildApp({ config, database, portalDir });
  app.addHook('onClose', async () => {
    await database.close();
  });
  await app.listen({ port: config.port, host: config.host });

  // /health answers 503 at once, so the balancer stops sending here; requests still arriving in
  // the drain are served, then the listener closes, the requests in flight finish and the
  // database closes.
  stopOnSignals(app.log, config.shutdownTimeoutSeconds * 1000, async () => {
    app.draining = true;
    await setTimeout(config.shutdownDrainSeconds * 1000);
    await app.close();
  });

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
