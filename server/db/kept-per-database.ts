import type { Database } from './client';

/**
 * Values kept per database between requests, at most `max` for each: past it, the oldest is
 * forgotten (and computed again by whoever needs it next).
 */
export function keptPerDatabase<Value>(max: number) {
  const maps = new WeakMap<Database, Map<string, Value>>();
  const mapOf = (db: Database) => {
    let map = maps.get(db);
    if (!map) {
      map = new Map();
      maps.set(db, map);
    }
    return map;
  };
  return {
    get: (db: Database, key: string) => mapOf(db).get(key),
    set(db: Database, key: string, value: Value): void {
      const map = mapOf(db);
      map.delete(key);
      if (map.size >= max) map.delete(map.keys().next().value as string);
      map.set(key, value);
    },
    delete: (db: Database, key: string) => mapOf(db).delete(key),
  };
}
