import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';
import { TIMESTAMPTZ, timestamptzAsIso } from './timestamp-text';

type Schema = typeof schema;
/** One type for both drivers: a union of the PGlite and node-postgres types breaks `.returning()`. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The rows of a raw statement, for SQL the query builder cannot say (CTEs with aggregates over
 * them, insert … select of every column). Both drivers answer them as `rows`; the shared
 * Database type cannot say so, hence the one cast here.
 */
export async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** A built statement with its values, as the query builder's `getQuery()` gives it. */
export interface BuiltQuery {
  sql: string;
  params: unknown[];
}

type ArrayRunner = (query: BuiltQuery, name: string) => Promise<unknown[][]>;
const arrayRunners = new WeakMap<Database, ArrayRunner>();

/**
 * The rows of a built statement as arrays of its columns' values in select order, parsed by the
 * driver but for dates ('YYYY-MM-DD' text, as the schema reads them) and timestamps with time
 * zone (ISO 8601 text, as the API answers them: timestamp-text.ts), sent as a
 * prepared statement `name` on PostgreSQL. For the hottest lists, whose fixed columns are read by
 * position: the query builder's mapping of each cell into nested objects cost more CPU than the
 * rest of a list call above its SQL.
 */
export function arrayRowsOf(db: Database, query: BuiltQuery, name: string): Promise<unknown[][]> {
  const run = arrayRunners.get(db);
  if (!run) throw new Error('arrayRowsOf: a database not opened by openDatabase');
  return run(query, name);
}

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Runs raw SQL (several statements allowed on PGlite; one on pg). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `work` while no other process (or call) runs exclusive work on this database: a
   * PostgreSQL advisory lock held on a connection of its own, so every process started together
   * migrates and seeds one after another. PGlite belongs to one process: there it is a queue.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock of the start-up work (migrations, demo seed): any constant key of the portal's own. */
const STARTUP_LOCK_KEY = 720_431_905;

/** One after another in this process: what PGlite's exclusive work needs. */
function inProcessQueue() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = last.then(work, work);
    last = run.catch(() => undefined);
    return run;
  };
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite folder; `undefined` together with `inMemory` gives a throw-away database. */
  dataDir?: string;
  inMemory?: boolean;
}

/** Distinct statements named per process; past it, new ones go unnamed (planned each time). */
const MAX_NAMED_STATEMENTS = 2000;

/**
 * Reads are sent as named (prepared) statements on node-postgres, named after their text: each
 * connection parses a statement once and may keep its plan, where an unnamed one is parsed and
 * planned anew on every call. A statement's values never enter its text (they are parameters),
 * so the lists' statements are a few dozen texts. Writes stay unnamed: their texts vary more
 * and a plan saves little there.
 */
function preparedReads(pool: { query: (...args: never[]) => unknown }): void {
  const named = new Set<string>();
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest) => {
    if (typeof config !== 'object' || config === null) return query(config, ...rest);
    const { text, name } = config as { text?: unknown; name?: unknown };
    if (name !== undefined || typeof text !== 'string' || !/^\s*(select|with)\b/i.test(text))
      return query(config, ...rest);
    const statement = `r${createHash('sha1').update(text).digest('base64url')}`;
    if (!named.has(statement)) {
      if (named.size >= MAX_NAMED_STATEMENTS) return query(config, ...rest);
      named.add(statement);
    }
    return query({ ...config, name: statement }, ...rest);
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, DROP DATABASE … FORCE) is an
    // 'error' on the pool; unheard, it would crash the process. The pool replaces it.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    preparedReads(pool);
    const db = drizzle(pool, { schema }) as unknown as Database;
    const timestampAsIso = timestamptzAsIso(pg.types.getTypeParser(TIMESTAMPTZ, 'text'));
    const datesAsText = (id: number, format?: string) => {
      if (id === pg.types.builtins.DATE) return (value: string) => value;
      if (id === TIMESTAMPTZ && format !== 'binary') return timestampAsIso;
      return pg.types.getTypeParser(id, format as 'text');
    };
    arrayRunners.set(db, async ({ sql, params }, name) => {
      const result = await pool.query<unknown[]>({
        ...(name ? { name } : {}),
        text: sql,
        values: params,
        rowMode: 'array',
        types: { getTypeParser: datesAsText },
      } as import('pg').QueryArrayConfig);
      return result.rows;
    });
    return {
      db,
      kind: 'postgres',
      exec: async (sql) => {
        await pool.query(sql);
      },
      exclusive: async (work) => {
        // Its own connection, outside the pool: a session lock is released with the session
        // that took it, and the work's statements use the pool's connections meanwhile.
        const holder = new pg.Client({ connectionString: options.databaseUrl });
        await holder.connect();
        try {
          await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          return await work();
        } finally {
          // Ending the session releases the lock, also when the unlock itself cannot be sent.
          await holder.end().catch(() => undefined);
        }
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let client: InstanceType<typeof PGlite>;
  if (options.inMemory || !options.dataDir) {
    client = await PGlite.create();
  } else {
    // PGlite does not create parent folders itself.
    mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir);
  }
  const db = drizzle(client, { schema }) as unknown as Database;
  const DATE = 1082;
  // Forms not read by position go through PGlite's own parse of a timestamptz.
  const timestampAsIso = timestamptzAsIso((text) => new Date(text));
  arrayRunners.set(db, async ({ sql, params }) => {
    const result = await client.query<unknown[]>(sql, params, {
      rowMode: 'array',
      parsers: { [DATE]: (value: string) => value, [TIMESTAMPTZ]: timestampAsIso },
    });
    return result.rows;
  });
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    exclusive: inProcessQueue(),
    close: () => client.close(),
  };
}
