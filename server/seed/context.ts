import { base, en, Faker, ru } from '@faker-js/faker';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client';

/** A fixed seed: the demo data set is the same on every run (relative to today's date). */
const DEMO_SEED = 20_250_113;
const BATCH = 500;

export interface SeedContext {
  db: Database;
  /** A private instance, so seeding never disturbs the shared fakerRU. */
  faker: Faker;
  /** YYYY-MM-DD in the process's zone: what the portal will call "today". */
  today: string;
  now: Date;
}

export function createContext(db: Database, now = new Date()): SeedContext {
  const faker = new Faker({ locale: [ru, en, base] });
  faker.seed(DEMO_SEED);
  return { db, faker, today: localDate(now), now };
}

export function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The instant of a wall-clock time on `day` in a zone `offset` hours east of UTC. */
export function atLocal(day: string, minutes: number, offset: number): Date {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(date.getTime() + (minutes - offset * 60) * 60_000);
}

/** Inserts in chunks: one statement per row is far too slow on PGlite. */
export async function insertAll<T extends PgTable>(
  db: Database,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(table).values(rows.slice(i, i + BATCH));
  }
}

/** Like insertAll, returning the new ids in the order of `rows`. */
export async function insertIds<T extends PgTable & { id: PgTable['_']['columns'][string] }>(
  db: Database,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const out = await db
      .insert(table)
      .values(rows.slice(i, i + BATCH))
      .returning({ id: table.id });
    for (const row of out) ids.push(Number(row.id));
  }
  return ids;
}
