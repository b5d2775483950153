import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { users as usersTable } from '../db/schema/index';
import { localDate } from './context';
import { STREETS } from './data/geo';
import { bulkLoad, largeUsersSql, largeVisitsSql } from './large-sql';

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
  timings: Record<string, number>;
}

const sqlText = (s: string) => `'${s.replaceAll("'", "''")}'`;

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
  const step = async (name: string, sql: string) => {
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

  await step('users', largeUsersSql(users));
  await step(
    'outlets',
    `with c as (
       select array_agg(id order by id) id, array_agg(name order by id) name,
              array_agg(region_id order by id) region, array_agg(lat order by id) lat,
              array_agg(lon order by id) lon, count(*)::int n from cities),
     p as (select array_agg(id order by id) id, count(*)::int n from projects),
     r as (select project_id, array_agg(retail_id order by id) id, count(*)::int n
           from project_retails where retail_id is not null group by project_id),
     t as (select array_agg(id order by id) id, count(*)::int n from outlet_types),
     s as (select array[${STREETS.map(sqlText).join(',')}] street),
     g as (select i, p.id[1 + i % p.n] project_id, c.n cn from generate_series(1, ${outlets}) i, p, c)
     insert into outlets (name, address, lat, lon, city_id, region_id, retail_id, outlet_type_id,
                          source, external_code, created_at)
     select coalesce(rt.name, 'Магазин') || ' №' || (1000 + g.i % 9000),
            'г. ' || c.name[1 + g.i % g.cn] || ', ' || s.street[1 + g.i % array_length(s.street, 1)]
              || ', д. ' || (1 + g.i % 180),
            c.lat[1 + g.i % g.cn] + ((g.i * 7) % 1200 - 600) / 10000.0,
            c.lon[1 + g.i % g.cn] + ((g.i * 13) % 1800 - 900) / 10000.0,
            c.id[1 + g.i % g.cn], c.region[1 + g.i % g.cn], r.id[1 + (g.i / 7) % r.n],
            t.id[1 + g.i % t.n],
            (case when g.i % 7 = 0 then 'retail_chain_a' when g.i % 11 = 0 then 'retail_chain_b'
                  else 'project' end)::outlet_source,
            'BENCH-' || lpad(g.i::text, 6, '0'), timestamp '${today}' - interval '400 days'
     from g cross join c cross join t cross join s
     join r on r.project_id = g.project_id
     left join retails rt on rt.id = r.id[1 + (g.i / 7) % r.n]`,
  );
  await step(
    'project_outlets',
    `with p as (select array_agg(id order by id) id, count(*)::int n from projects),
     o as (select id, region_id, city_id, retail_id,
                  substr(external_code, 7)::int i from outlets where external_code like 'BENCH-%'),
     links as (
       select o.*, p.id[1 + o.i % p.n] project_id from o, p
       union all
       select o.*, p.id[1 + (o.i + 1) % p.n] from o, p where o.i % 5 = 0 and p.n > 1),
     pr as (select distinct on (project_id, retail_id) project_id, retail_id, id
            from project_retails order by project_id, retail_id, id),
     b as (select distinct on (project_id, region_id) project_id, region_id, id
           from branches order by project_id, region_id, id),
     tr as (select branch_id, array_agg(id order by id) id, count(*)::int n
            from territories group by branch_id)
     insert into project_outlets (project_id, outlet_id, project_retail_id, region_id, branch_id,
                                  territory_id, city_id, external_code)
     select l.project_id, l.id, pr.id, l.region_id, b.id, tr.id[1 + l.i % tr.n], l.city_id,
            'BENCH-' || l.project_id || '-' || lpad(l.i::text, 6, '0')
     from links l
     left join pr on pr.project_id = l.project_id and pr.retail_id = l.retail_id
     left join b on b.project_id = l.project_id and b.region_id = l.region_id
     left join tr on tr.branch_id = b.id
     order by l.i, l.project_id`,
  );
  await step('visits', bulkLoad('visits', largeVisitsSql({ visits, days, today })));
  // VACUUM also sets the visibility map, so count(*) for the feed total can stay index-only.
  await step('vacuum_analyze', 'vacuum (analyze) visits');
  await step('analyze', 'analyze');
  return result;
}
