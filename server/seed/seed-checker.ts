import { inArray } from 'drizzle-orm';
import {
  check_list_params,
  check_list_result_answers,
  check_list_results,
  check_lists,
  visits,
} from '#server/db/schema/index';
import { insertAll, insertIds, type SeedContext } from './context';
import type { OrgRefs } from './seed-org';
import type { UserRefs } from './seed-users';
import type { VisitRef } from './seed-visits';

const QUESTIONNAIRE_CHECK: Record<string, string[]> = {
  Фотоотчёт: ['Фото чёткие, не размыты', 'Видна вся полка', 'Ценники читаемы'],
  Выкладка: ['Соответствует планограмме', 'Нет пустот на полке'],
  Анкета: ['Ответы соответствуют фото', 'Цены указаны верно'],
};
const AUDIT_CHECK: Record<string, string[]> = {
  'Работа в точке': ['Время визита достаточное', 'Геометка совпадает с точкой'],
  'Итог аудита': ['Замечания устранены'],
};
const REJECT_COMMENTS = [
  'Фото размыто, выкладку не видно.',
  'Ответы анкеты не совпадают с фото.',
  'Нет фото ценников.',
];

async function createCheckList(
  ctx: SeedContext,
  projectId: number,
  name: string,
  checkType: 'questionnaire' | 'audit',
  tree: Record<string, string[]>,
): Promise<{ id: number; leaves: number[] }> {
  const [id] = await insertIds(ctx.db, check_lists, [
    { name, project_id: projectId, check_type: checkType },
  ]);
  const groups = Object.keys(tree);
  const groupIds = await insertIds(
    ctx.db,
    check_list_params,
    groups.map((g, sort) => ({ check_list_id: id, name: g, sort })),
  );
  const leaves = await insertIds(
    ctx.db,
    check_list_params,
    groups.flatMap((g, gi) =>
      tree[g].map((leaf, sort) => ({
        check_list_id: id,
        parent_id: groupIds[gi],
        name: leaf,
        sort,
      })),
    ),
  );
  return { id, leaves };
}

/** Check lists per project; a quarter of completed past visits have been checked. */
export async function seedChecker(
  ctx: SeedContext,
  org: OrgRefs,
  people: UserRefs,
  visitRefs: VisitRef[],
): Promise<number> {
  const { faker } = ctx;
  const lists = new Map<number, { id: number; leaves: number[] }>();
  for (const project of org.projects) {
    lists.set(
      project.id,
      await createCheckList(
        ctx,
        project.id,
        'Проверка анкеты визита',
        'questionnaire',
        QUESTIONNAIRE_CHECK,
      ),
    );
    await createCheckList(ctx, project.id, 'Аудит визита', 'audit', AUDIT_CHECK);
  }
  const checkers = ['check_manager', 'head_check_manager'].map((l) => people.byLogin.get(l) ?? 0);
  const candidates = visitRefs.filter(
    ({ row }) =>
      row.status === 'completed' &&
      row.visit_type === 'visit' &&
      row.visit_date < ctx.today &&
      !row.deleted_at,
  );
  const checked = candidates.filter(() => faker.datatype.boolean(0.25));
  const outcomes = checked.map(() => faker.datatype.boolean(0.8));
  const resultIds = await insertIds(
    ctx.db,
    check_list_results,
    checked.map(({ id, row }, i) => ({
      visit_id: id,
      check_list_id: lists.get(row.project_id)?.id ?? 0,
      user_id: faker.helpers.arrayElement(checkers),
      result: outcomes[i] ? ('accepted' as const) : ('rejected' as const),
      comment: outcomes[i] ? null : faker.helpers.arrayElement(REJECT_COMMENTS),
    })),
  );
  const answers = checked.flatMap(({ row }, i) => {
    const leaves = lists.get(row.project_id)?.leaves ?? [];
    const failedLeaf = outcomes[i] ? -1 : faker.number.int({ min: 0, max: leaves.length - 1 });
    return leaves.map((param_id, li) => ({
      result_id: resultIds[i],
      param_id,
      accepted: li !== failedLeaf,
      comment: li === failedLeaf ? 'Не соответствует требованиям' : null,
    }));
  });
  await insertAll(ctx.db, check_list_result_answers, answers);
  const ids = checked.map((c) => c.id);
  for (let i = 0; i < ids.length; i += 500) {
    await ctx.db
      .update(visits)
      .set({ is_checked: true, check_type: 'questionnaire' })
      .where(inArray(visits.id, ids.slice(i, i + 500)));
  }
  for (const c of checked) {
    c.row.is_checked = true;
    c.row.check_type = 'questionnaire';
  }
  return checked.length;
}
