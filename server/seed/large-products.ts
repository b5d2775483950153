import { like } from 'drizzle-orm';
import type { DatabaseHandle } from '#server/db/client';
import { sku } from '#server/db/schema/index';

/**
 * The shared catalog's 100,000 benchmark products: names, articles and valid EAN-13 barcodes
 * from arithmetic on generate_series, brands and manufacturers cycled over the demo's, each in
 * one category and every third in a group. Its own step, so a large set built before it gets
 * it too. Set-based SQL, deterministic, meant for PostgreSQL.
 */
export async function seedLargeProducts(handle: DatabaseHandle, count = 100_000) {
  const probe = await handle.db
    .select({ id: sku.id })
    .from(sku)
    .where(like(sku.code, 'BENCH-SKU-%'))
    .limit(1);
  if (probe.length > 0) return { skipped: true };
  await handle.exec(
    [
      `with b as (select array_agg(id order by id) id, array_agg(manufacturer_id order by id) m,
                  array_agg(name order by id) name, count(*)::int n from sku_brands),
        k as (select unnest(array['Печенье', 'Крекер', 'Сок', 'Нектар', 'Вода', 'Чай', 'Кофе',
                                  'Шоколад', 'Чипсы', 'Сыр']) kind),
        kinds as (select array_agg(kind) kind, count(*)::int n from k),
        g as (select i, '47' || lpad(i::text, 10, '0') data from generate_series(1, ${count}) i)
      insert into sku (name, code, article, barcode, brand_id, manufacturer_id, unit, volume)
      select b.name[1 + g.i % b.n] || ' ' || lower(kinds.kind[1 + (g.i / b.n) % kinds.n]) || ' '
               || (100 + g.i % 900) || ' г',
             'BENCH-SKU-' || lpad(g.i::text, 6, '0'), 'BA-' || lpad(g.i::text, 6, '0'),
             g.data || ((10 - (select sum(substr(g.data, p, 1)::int * (case when p % 2 = 1
                               then 1 else 3 end)) from generate_series(1, 12) p) % 10) % 10),
             b.id[1 + g.i % b.n], b.m[1 + g.i % b.n], 'pcs', (100 + g.i % 900) || ' г'
      from g cross join b cross join kinds`,
      `with c as (select array_agg(id order by id) id, count(*)::int n from sku_categories)
      insert into sku_category_relates (sku_id, sku_category_id)
      select s.id, c.id[1 + s.id % c.n] from sku s, c where s.code like 'BENCH-SKU-%'`,
      `with gr as (select array_agg(id order by id) id, count(*)::int n from sku_groups)
      insert into sku_group_relates (sku_id, sku_group_id)
      select s.id, gr.id[1 + s.id % gr.n] from sku s, gr
      where s.code like 'BENCH-SKU-%' and s.id % 3 = 0`,
    ].join(';\n'),
  );
  // The visibility map lets the list's total come from the indexes alone; VACUUM cannot run in
  // the implicit transaction of the statements above, hence its own call.
  await handle.exec('vacuum (analyze) sku, sku_category_relates, sku_group_relates');
  return { skipped: false };
}
