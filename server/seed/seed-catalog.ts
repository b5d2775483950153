import {
  actions,
  matrices,
  matrix_rules,
  matrix_skus,
  matrix_workflow_relates,
  planogram_outlets,
  planograms,
  taggables,
  tags,
  workflows,
} from '#server/db/schema/index';
import { addDays, insertAll, insertIds, type SeedContext } from './context';
import type { OrgRefs } from './seed-org';
import type { ProjectOutletRef } from './seed-outlets';
import type { SkuRef } from './seed-products';

/** Matrices with rules, workflows and actions, planograms with outlets, and outlet tags. */
export async function seedCatalog(
  ctx: SeedContext,
  org: OrgRefs,
  outlets: ProjectOutletRef[],
  photoFileIds: number[],
  skus: SkuRef[],
): Promise<{ planograms: number }> {
  const { db } = ctx;
  let planogramCount = 0;
  const tagLinks: { tag_id: number; entity_type: string; entity_id: number }[] = [];
  for (const [pi, project] of org.projects.entries()) {
    const own = outlets.filter((o) => o.projectId === project.id);
    const projectSkus = skus
      .filter((s) => s.maker === project.spec.client || (project.spec.client === 0 && s.maker >= 3))
      .map((s) => s.id);
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
    const branchIds = [
      ...new Set(own.map((o) => o.branchId).filter((id): id is number => id !== null)),
    ];
    await insertAll(db, matrix_rules, [
      // The base matrix goes to every branch of the project; a rule names at least one criterion.
      ...branchIds.map((branch_id) => ({ matrix_id: matrixIds[0], branch_id, priority: 0 })),
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
      (
        [
          ['Проверить наличие', 'presence'],
          ['Поправить выкладку', 'facings'],
          ['Сфотографировать полку', 'shelf_photo'],
          ['Обновить ценники', 'price'],
        ] as const
      ).flatMap(([name, kind], sort) =>
        workflowIds.map((workflow_id, wi) => ({
          project_id: project.id,
          workflow_id,
          name,
          kind,
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
  return { planograms: planogramCount };
}
