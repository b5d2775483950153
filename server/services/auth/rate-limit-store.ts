import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { rate_limit_counters as counters } from '#server/db/schema/index';

interface Count {
  /** Calls of the key in its window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts one call of `key` in its window and answers the window's count, on the database's
 * clock. One statement a call, atomic under concurrent calls from any process: the update takes
 * the row's lock, so calls at once each see the count of those before them. A window that has
 * ended restarts at this call. The update comes first and inserts only for a key not yet
 * stored, so the id sequence grows with the keys, not with the calls.
 */
async function countCall(db: Database, key: string, windowMs: number): Promise<Count> {
  const ended = sql`${counters.resets_at} <= now()`;
  const nextReset = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const next = {
    count: sql`case when ${ended} then 1 else ${counters.count} + 1 end`,
    resets_at: sql`case when ${ended} then ${nextReset} else ${counters.resets_at} end`,
  };
  const answer = {
    current: counters.count,
    ttl: sql<number>`ceil(extract(epoch from ${counters.resets_at} - now()) * 1000)::int`,
  };
  const [updated] = await db
    .update(counters)
    .set(next)
    .where(eq(counters.key, key))
    .returning(answer);
  if (updated) return updated;
  const [inserted] = await db
    .insert(counters)
    .values({ key, count: 1, resets_at: nextReset })
    // Another process inserted it first: count on its row.
    .onConflictDoUpdate({ target: counters.key, set: next })
    .returning(answer);
  return inserted;
}

/** The route part of a child store's keys; the plugin hands the route as `routeInfo`. */
function routeOf(options: unknown): string {
  const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
  return `${String(route?.method ?? '')} ${String(route?.url ?? '')}`;
}

/**
 * A @fastify/rate-limit store on the `rate_limit_counters` table, so that every process on the
 * database counts against one limit. Each route keeps counts of its own, as the plugin's memory
 * store does: the key is the route and the client address.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    route = '';

    incr(
      key: string,
      callback: (error: Error | null, result?: Count) => void,
      timeWindow: number,
    ): void {
      countCall(db, `${this.route} ${key}`, timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const store = new DatabaseStore();
      store.route = routeOf(routeOptions);
      return store;
    }
  }
  return DatabaseStore;
}
