import { join } from 'node:path';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { seedDemo } from './demo';
import { isSeeded } from './is-seeded';

/** First start: fills an empty database with the demo data; later starts only list the logins. */
export async function ensureDemoData(
  database: DatabaseHandle,
  config: AppConfig,
): Promise<{ logins: string[] }> {
  if (!(await isSeeded(database))) {
    console.log('Seeding demo data (first start)…');
    await seedDemo(database, {
      password: config.demoPassword,
      filesDir: join(config.dataDir, 'files'),
    });
  }
  return { logins: DEMO_LOGINS };
}
