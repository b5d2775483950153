import {
  actions,
  matrices,
  matrix_rules,
  matrix_skus,
  matrix_workflow_relates,
  planogram_outlets,
  planograms,
  sku,
  sku_brands,
  sku_categories,
  sku_category_relates,
  sku_group_relates,
  sku_groups,
  sku_manufacturers,
  taggables,
  tags,
  workflows,
} from '../db/schema/index';
import { addDays, insertAll, insertIds, type SeedContext } from './context';
import type { OrgRefs } from './seed-org';
import type { ProjectOutletRef } from './seed-outlets';

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

export async function seedCatalog(
  ctx: SeedContext,
  org: OrgRefs,
  outlets: ProjectOutletRef[],
  photoFileIds: number[],
): Promise<{ skus: number; planograms: number }> {
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
            barcode: `460${faker.string.numeric(10)}`,
            brand_id: brandIds[bi],
            manufacturer_id: makerIds[mi],
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

  let planogramCount = 0;
  const tagLinks: { tag_id: number; entity_type: string; entity_id: number }[] = [];
  for (const [pi, project] of org.projects.entries()) {
    const own = outlets.filter((o) => o.projectId === project.id);
    const projectSkus = skuIds.filter(
      (_, i) =>
        skuMeta[i].maker === project.spec.client ||
        (project.spec.client === 0 && skuMeta[i].maker >= 3),
    );
    const matrixIds = await insertIds(db, matrices, [
      {
        project_id: project.id,
        name: 'Базовая матрица',
        code: 'BASE',
        start_date: addDays(ctx.today, -60),
      },
      {
        project_id: project.id,
        name: 'Расширенная матрица',
        code: 'EXT',
        start_date: addDays(ctx.today, -30),
      },
    ]);
    await insertAll(
      db,
      matrix_skus,
      matrixIds.flatMap((matrix_id, mi) =>
        projectSkus
          .filter((_, i) => mi === 1 || i % 2 === 0)
          .map((sku_id, i) => ({
            matrix_id,
            sku_id,
            is_required: i % 4 !== 3,
            price_type: i % 5 === 0 ? 2 : 1,
          })),
      ),
    );
    const retailIds = [
      ...new Set(own.map((o) => o.projectRetailId).filter((id): id is number => id !== null)),
    ];
    await insertAll(db, matrix_rules, [
      { matrix_id: matrixIds[0], priority: 0 },
      ...retailIds.slice(0, 2).map((project_retail_id, i) => ({
        matrix_id: matrixIds[1],
        project_retail_id,
        priority: i + 1,
      })),
    ]);
    const workflowIds = await insertIds(db, workflows, [
      { project_id: project.id, name: 'Стандартный визит', code: 'STD' },
      { project_id: project.id, name: 'Промо-визит', code: 'PROMO' },
    ]);
    await insertAll(db, matrix_workflow_relates, [
      { matrix_id: matrixIds[0], workflow_id: workflowIds[0] },
      { matrix_id: matrixIds[1], workflow_id: workflowIds[1] },
    ]);
    await insertAll(
      db,
      actions,
      [
        'Проверить наличие',
        'Поправить выкладку',
        'Сфотографировать полку',
        'Обновить ценники',
      ].flatMap((name, sort) =>
        workflowIds.map((workflow_id, wi) => ({
          project_id: project.id,
          workflow_id,
          name,
          code: `A${wi + 1}${sort + 1}`,
          sort,
        })),
      ),
    );
    const types = [
      'book',
      'cleaning',
      'hair_care',
      'teeth_care',
      'body_care',
      'shaving',
      'fabric_care',
      'child_hygiene',
      'feminine_hygiene',
    ] as const;
    const planogramIds = await insertIds(
      db,
      planograms,
      [0, 1].map((k) => ({
        project_id: project.id,
        name: `Планограмма ${k === 0 ? 'основная' : 'сезонная'}`,
        type: types[(pi * 2 + k) % types.length],
        file_id: photoFileIds[(pi + k) % photoFileIds.length],
        start_date: addDays(ctx.today, -45),
        end_date: addDays(ctx.today, 120),
      })),
    );
    planogramCount += planogramIds.length;
    await insertAll(
      db,
      planogram_outlets,
      own.flatMap((o, i) =>
        i % 3 === 0 ? [{ planogram_id: planogramIds[i % 2], project_outlet_id: o.id }] : [],
      ),
    );
    const tagIds = await insertIds(
      db,
      tags,
      ['VIP-точка', 'Проблемная точка', 'Новая точка'].map((name, i) => ({
        name,
        entity_type: 'project_outlet',
        project_id: project.id,
        color: ['#2f9e44', '#e03131', '#1971c2'][i],
      })),
    );
    own.forEach((o, i) => {
      if (i % 6 === 0)
        tagLinks.push({ tag_id: tagIds[i % 3], entity_type: 'project_outlet', entity_id: o.id });
    });
  }
  await insertAll(db, taggables, tagLinks);
  return { skus: skuIds.length, planograms: planogramCount };
}
