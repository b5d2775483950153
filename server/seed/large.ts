import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '#server/db/client';
import { users as usersTable } from '#server/db/schema/index';
import { localDate } from './context';
import {
  bulkLoad,
  largeOutletsSql,
  largeProjectOutletsSql,
  largeUsersSql,
  largeVisitsSql,
} from './large-sql';

export interface LargeSeedOptions {
  outlets?: number;
  visits?: number;
  users?: number;
  /** Visits are spread over this many days ending today. */
  days?: number;
  now?: Date;
}

export interface LargeSeedResult {
  skipped: boolean;
  outlets: number;
  visits: number;
  users: number;
  /** Milliseconds per phase. */
  timings: Record<string, number>;
}

/**
 * The benchmark set on top of the demo seed: 1,000 more field users, 100,000 outlets (each in
 * one or two demo projects) and 1,000,000 visits over the last year, ~2,700 a day. Set-based SQL
 * only, deterministic (arithmetic on generate_series, no random()), meant for PostgreSQL.
 */
export async function seedLarge(
  handle: DatabaseHandle,
  options: LargeSeedOptions = {},
): Promise<LargeSeedResult> {
  const outlets = options.outlets ?? 100_000;
  const visits = options.visits ?? 1_000_000;
  const users = options.users ?? 1_000;
  const days = options.days ?? 365;
  const today = localDate(options.now ?? new Date());
  const result: LargeSeedResult = { skipped: false, outlets, visits, users, timings: {} };
  const phase = async (name: string, sql: string) => {
    const started = performance.now();
    await handle.exec(sql);
    result.timings[name] = Math.round(performance.now() - started);
  };

  const probe = await handle.db
    .select({ id: usersTable.id })
    .from(usersTable)
    .where(eq(usersTable.login, 'bench_0001'))
    .limit(1);
  if (probe.length > 0) return { ...result, skipped: true };

  // One multi-statement string is one implicit transaction on both drivers: a failure rolls it
  // all back (an explicit BEGIN would leave a pooled pg connection in an aborted transaction).
  await phase(
    'load',
    [
      largeUsersSql(users),
      largeOutletsSql(outlets, today),
      largeProjectOutletsSql(),
      // Fresh statistics, so the visits insert is planned knowing the bench rows exist.
      'analyze users, user_projects, outlets, project_outlets',
      bulkLoad('visits', largeVisitsSql({ visits, days, today })),
    ].join(';\n'),
  );
  // VACUUM sets the visibility map, so count(*) for the feed total stays index-only; it cannot
  // run inside a transaction, hence its own call.
  await phase('vacuum_analyze', 'vacuum (analyze) visits');
  await phase('analyze', 'analyze');
  return result;
}
