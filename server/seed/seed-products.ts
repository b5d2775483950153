import {
  sku,
  sku_brands,
  sku_categories,
  sku_category_relates,
  sku_group_relates,
  sku_groups,
  sku_manufacturers,
} from '#server/db/schema/index';
import { eanCheckDigit } from '#src/contracts/barcode';
import { insertAll, insertIds, type SeedContext } from './context';

/** A valid EAN-13 from its first twelve digits. */
const ean13 = (data: string) => `${data}${eanCheckDigit(data)}`;

/** Fictional manufacturers; the first three are the demo clients, by project segment. */
const MAKERS = [
  {
    name: 'Нева Продукт',
    category: 1,
    brands: ['Невская долина', 'Балтийский хруст'],
    kinds: ['Печенье', 'Крекер', 'Сушки'],
  },
  {
    name: 'Волга Фарм',
    category: 4,
    brands: ['ВолгаВит', 'Иммунокс'],
    kinds: ['Витамины', 'Сироп', 'Пастилки'],
  },
  {
    name: 'ТехноМир',
    category: 5,
    brands: ['ТехноМир Home', 'Вольтра'],
    kinds: ['Чайник', 'Блендер', 'Утюг'],
  },
  {
    name: 'Северная молочная компания',
    category: 1,
    brands: ['Молочная река'],
    kinds: ['Молоко', 'Кефир', 'Йогурт'],
  },
  {
    name: 'Уральские снеки',
    category: 2,
    brands: ['Хрустяш'],
    kinds: ['Чипсы', 'Сухарики', 'Орешки'],
  },
];
const CATEGORIES = [
  'Продукты питания',
  'Молочная продукция',
  'Снеки',
  'Напитки',
  'Аптечный ассортимент',
  'Бытовая техника',
];
const GROUPS = ['Ключевые SKU', 'Новинки', 'Промо-ассортимент', 'Сезонные'];
const VOLUMES = ['100 г', '200 г', '500 мл', '1 л', '1 шт'];

export interface SkuRef {
  id: number;
  /** Index into MAKERS; makers 0..2 belong to the demo clients of the same index. */
  maker: number;
}

/** Manufacturers, brands, a category tree, groups and ~50 SKUs with their relates. */
export async function seedProducts(ctx: SeedContext, photoFileIds: number[]): Promise<SkuRef[]> {
  const { db, faker } = ctx;
  const makerIds = await insertIds(
    db,
    sku_manufacturers,
    MAKERS.map((m, i) => ({ name: m.name, code: `MF-${i + 1}` })),
  );
  const [rootCategory] = await insertIds(db, sku_categories, [
    { name: CATEGORIES[0], code: 'CAT-1' },
  ]);
  const childCategories = await insertIds(
    db,
    sku_categories,
    CATEGORIES.slice(1).map((name, i) => ({
      name,
      code: `CAT-${i + 2}`,
      parent_id: i < 3 ? rootCategory : null,
    })),
  );
  const categoryIds = [rootCategory, ...childCategories];
  const groupIds = await insertIds(
    db,
    sku_groups,
    GROUPS.map((name, i) => ({ name, code: `GR-${i + 1}` })),
  );

  const skuRows: (typeof sku.$inferInsert)[] = [];
  const skuMeta: { maker: number; category: number }[] = [];
  for (const [mi, maker] of MAKERS.entries()) {
    const brandIds = await insertIds(
      db,
      sku_brands,
      maker.brands.map((name, bi) => ({
        name,
        code: `BR-${mi + 1}-${bi + 1}`,
        manufacturer_id: makerIds[mi],
      })),
    );
    for (const [bi, brand] of maker.brands.entries()) {
      for (const kind of maker.kinds) {
        for (const volume of faker.helpers.arrayElements(VOLUMES, 2)) {
          skuRows.push({
            name: `${brand} ${kind.toLowerCase()} ${volume}`,
            code: `SKU-${String(skuRows.length + 1).padStart(4, '0')}`,
            article: `A-${String(skuRows.length + 1).padStart(5, '0')}`,
            barcode: ean13(`460${faker.string.numeric(10).slice(0, 9)}`),
            brand_id: brandIds[bi],
            manufacturer_id: makerIds[mi],
            unit: 'pcs',
            volume,
            image_file_id: photoFileIds[skuRows.length % photoFileIds.length],
          });
          skuMeta.push({ maker: mi, category: categoryIds[maker.category] });
        }
      }
    }
  }
  const skuIds = await insertIds(db, sku, skuRows);
  await insertAll(
    db,
    sku_category_relates,
    skuIds.map((sku_id, i) => ({ sku_id, sku_category_id: skuMeta[i].category })),
  );
  await insertAll(
    db,
    sku_group_relates,
    skuIds.flatMap((sku_id, i) =>
      i % 3 === 0 ? [{ sku_id, sku_group_id: groupIds[i % groupIds.length] }] : [],
    ),
  );

  return skuIds.map((id, i) => ({ id, maker: skuMeta[i].maker }));
}
