import { STREETS } from './data/geo';

/** SQL of the benchmark seed's steps; see large.ts. */

const sqlText = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** Reference outlets spread over the demo cities, each with a retail of its first project. */
export function largeOutletsSql(count: number, today: string): string {
  return `
with c as (
  select array_agg(id order by id) id, array_agg(name order by id) name,
         array_agg(region_id order by id) region, array_agg(lat order by id) lat,
         array_agg(lon order by id) lon, count(*)::int n from cities),
p as (select array_agg(id order by id) id, count(*)::int n from projects),
r as (select project_id, array_agg(retail_id order by id) id, count(*)::int n
      from project_retails where retail_id is not null group by project_id),
t as (select array_agg(id order by id) id, count(*)::int n from outlet_types),
s as (select array[${STREETS.map(sqlText).join(',')}] street),
g as (select i, p.id[1 + i % p.n] project_id, c.n cn from generate_series(1, ${count}) i, p, c)
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
left join retails rt on rt.id = r.id[1 + (g.i / 7) % r.n]`;
}

/** Every bench outlet in one project, every fifth in a second, placed in that project's org. */
export function largeProjectOutletsSql(): string {
  return `
with p as (select array_agg(id order by id) id, count(*)::int n from projects),
o as (select id, name, region_id, city_id, retail_id,
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
insert into project_outlets (project_id, outlet_id, name, project_retail_id, region_id, branch_id,
                             territory_id, city_id, external_code)
select l.project_id, l.id, l.name, pr.id, l.region_id, b.id, tr.id[1 + l.i % tr.n], l.city_id,
       'BENCH-' || l.project_id || '-' || lpad(l.i::text, 6, '0')
from links l
left join pr on pr.project_id = l.project_id and pr.retail_id = l.retail_id
left join b on b.project_id = l.project_id and b.region_id = l.region_id
left join tr on tr.branch_id = b.id
order by l.i, l.project_id`;
}

export function largeUsersSql(count: number): string {
  return `
with p as (select array_agg(id order by id) id, count(*)::int n from projects),
     m as (select project_id, array_agg(distinct manager_id) id, count(distinct manager_id)::int n
           from user_projects where manager_id is not null group by project_id),
     new_users as (
       insert into users (login, last_name, first_name, patronymic_name, sex, phone, phones, email,
                          status, password_hash)
       select 'bench_' || lpad(i::text, 4, '0'),
              (array['Иванов','Петров','Смирнов','Кузнецов','Попов','Соколов','Лебедев','Козлов',
                     'Новиков','Морозов'])[1 + i % 10] || case when i % 2 = 0 then 'а' else '' end,
              case when i % 2 = 0
                   then (array['Анна','Мария','Елена','Ольга','Наталья','Ирина'])[1 + (i / 2) % 6]
                   else (array['Иван','Алексей','Дмитрий','Сергей','Андрей','Павел'])[1 + (i / 2) % 6] end,
              (array['Александров','Сергеев','Николаев','Михайлов'])[1 + (i / 3) % 4]
                || case when i % 2 = 0 then 'на' else 'ич' end,
              (case when i % 2 = 0 then 'female' else 'male' end)::sex,
              '+7901' || lpad(i::text, 7, '0'), jsonb_build_array('+7901' || lpad(i::text, 7, '0')),
              'bench_' || i || '@sfa-demo.ru', 'active',
              (select password_hash from users where login = 'administrator')
       from generate_series(1, ${count}) i
       returning id, substr(login, 7)::int i),
     roles_added as (
       insert into user_roles (user_id, role_id)
       select id, (select id from roles where sys_name = 'merchandiser') from new_users)
insert into user_projects (user_id, project_id, manager_id, position, start_date)
select u.id, p.id[1 + u.i % p.n], m.id[1 + u.i % m.n], 'Мерчендайзер', date '2020-01-01'
from new_users u cross join p left join m on m.project_id = p.id[1 + u.i % p.n]`;
}

/**
 * Visit i: days in id order (oldest first, as a live system inserts them), outlet by a
 * multiplicative hash of i, executor from the outlet's project, status/type/flags from
 * independent hashes.
 */
export function largeVisitsSql(o: { visits: number; days: number; today: string }): string {
  return `
with po as (
       select row_number() over (order by id) rn, id, project_id, project_retail_id, branch_id,
              territory_id, city_id
       from project_outlets where external_code like 'BENCH-%'),
     pn as (select count(*) n from po),
     bu as (
       select up.project_id, up.user_id, up.manager_id,
              row_number() over (partition by up.project_id order by up.user_id) rn
       from user_projects up join users u on u.id = up.user_id where u.login like 'bench\\_%'),
     bc as (select project_id, count(*) n from bu group by project_id),
     f as (select array_agg(id order by id) id, count(*)::int n from visit_fail_results),
     g as (
       select i, pn.n pn,
              date '${o.today}' - (${o.days} - 1 - (i - 1) * ${o.days} / ${o.visits})::int visit_date,
              (i * 2654435761) % 4294967296 % 100 s,
              (i * 40503) % 65536 % 100 t
       from generate_series(1, ${o.visits}::bigint) i, pn),
     v as materialized (
       select g.*, po.id po_id, po.project_id, po.project_retail_id, po.branch_id, po.territory_id,
              po.city_id,
              case when s < 70 then 'completed' when s < 78 then 'not_completed'
                   when s < 85 then 'new' when s < 90 then 'in_progress' else 'planned' end status,
              case when t < 88 then 'visit' when t < 93 then 'joint_tour' when t < 97 then 'audit'
                   else 'instant_merch' end visit_type,
              (g.visit_date + make_interval(mins => (360 + (g.i * 37) % 600)::int))
                at time zone 'UTC' planned_start,
              -- Executor slot computed here so the join to bu below is a plain hash equi-join.
              1 + (g.i / 7) % bc.n executor_rn
       from g
       join po on po.rn = 1 + (g.i * 7919) % g.pn
       join bc on bc.project_id = po.project_id)
insert into visits (project_id, project_outlet_id, user_id, manager_id, project_retail_id, branch_id,
                    territory_id, city_id, visit_type, status, visit_date, planned_start,
                    planned_end, started_at, finished_at, duration, has_saved_data, photo_count,
                    external_code, is_restored, allow_without_geo, is_checked, check_type,
                    visit_fail_result_id, deleted_at, created_at)
select v.project_id, v.po_id, bu.user_id, bu.manager_id, v.project_retail_id, v.branch_id,
       v.territory_id, v.city_id, v.visit_type::visit_type, v.status::visit_status, v.visit_date,
       v.planned_start, v.planned_start + interval '1 hour',
       case when v.status in ('completed', 'in_progress', 'not_completed')
            then v.planned_start + make_interval(mins => (v.i % 41 - 10)::int) end,
       case when v.status in ('completed', 'not_completed')
            then v.planned_start + make_interval(mins => (v.i % 41 - 10 + 15 + v.i % 60)::int) end,
       case when v.status in ('completed', 'not_completed') then ((15 + v.i % 60) * 60)::int end,
       v.status in ('completed', 'in_progress'),
       case when v.status = 'completed' then (v.i % 6)::int else 0 end,
       case when v.i % 5 < 2 then 'RT-' || lpad(v.i::text, 8, '0') end,
       v.i % 97 = 0, v.i % 31 = 0,
       v.status = 'completed' and v.i % 4 = 0,
       case when v.status = 'completed' and v.i % 4 = 0 then 'questionnaire'::check_type end,
       case when v.status = 'not_completed' then f.id[1 + (v.i % f.n)::int] end,
       case when v.i % 211 = 0 then v.planned_start + interval '1 day' end,
       v.planned_start - interval '2 days'
from v
join bu on bu.project_id = v.project_id and bu.rn = v.executor_rn
cross join f`;
}

/**
 * A bulk insert the fast way: the table's plain indexes are dropped and rebuilt afterwards from
 * their own catalog definitions (a sorted build beats a million index insertions), and
 * foreign-key triggers are skipped when the role may do so (superuser), since the rows are built
 * from existing ids. Must run inside a transaction: the SET LOCALs and the temp table end with it.
 */
export function bulkLoad(table: string, insert: string): string {
  return `
set local maintenance_work_mem = '256MB';
set local work_mem = '64MB';
do $$ begin
  set local session_replication_role = replica;
exception when insufficient_privilege then null;
end $$;
create temp table bulk_saved_indexes on commit drop as
  select indexname, indexdef from pg_indexes
  where schemaname = 'public' and tablename = '${table}'
    and indexname not in (select conname from pg_constraint where conrelid = '${table}'::regclass);
do $$ declare r record; begin
  for r in select indexname from bulk_saved_indexes loop
    execute format('drop index %I', r.indexname);
  end loop;
end $$;
${insert};
do $$ declare r record; begin
  for r in select indexdef from bulk_saved_indexes loop execute r.indexdef; end loop;
end $$`;
}
