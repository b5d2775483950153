import {
  crowd_task_reserves,
  crowd_task_results,
  crowd_tasks,
  task_complexities,
  task_types,
  tasks,
} from '#server/db/schema/index';
import { TASK_STATUSES } from '#src/contracts/enums';
import { addDays, atLocal, insertAll, insertIds, type SeedContext } from './context';
import type { ProjectOutletRef } from './seed-outlets';
import type { QuestionnaireRef } from './seed-questionnaires';
import type { UserRefs } from './seed-users';
import type { VisitRef } from './seed-visits';

const TASK_TITLES = [
  'Обновить ценники на полке',
  'Выставить промо-стойку',
  'Проверить остатки на складе',
  'Исправить выкладку по планограмме',
  'Сделать фото фасада магазина',
  'Согласовать дополнительное место продаж',
  'Провести инвентаризацию промо-материалов',
];
const CANT_DO_REASONS = [
  'Администратор магазина запретил',
  'Товара нет на складе',
  'Магазин на ремонте',
];

/** About 30 staff tasks in each status, a third of them created from a visit. */
export async function seedTasks(
  ctx: SeedContext,
  people: UserRefs,
  outlets: ProjectOutletRef[],
  visitRefs: VisitRef[],
): Promise<number> {
  const { faker } = ctx;
  const rows: (typeof tasks.$inferInsert)[] = [];
  for (const status of TASK_STATUSES) {
    for (let i = 0; i < 30; i++) {
      const executor = faker.helpers.arrayElement(people.executors);
      const visit = faker.datatype.boolean(0.35)
        ? faker.helpers.arrayElement(visitRefs.filter((v) => v.row.user_id === executor.userId))
        : undefined;
      const outlet =
        visit?.row.project_outlet_id ??
        faker.helpers.arrayElement(outlets.filter((o) => o.projectId === executor.projectId)).id;
      // Overdue and done tasks were due in the past, open ones are due from today on.
      const shift = faker.number.int({ min: 1, max: 14 });
      const dueDay = addDays(
        ctx.today,
        status === 'overdue' || status === 'done' ? -shift : shift - 1,
      );
      rows.push({
        title: faker.helpers.arrayElement(TASK_TITLES),
        description: faker.helpers.arrayElement([
          'Срок — до конца недели. Приложите фото после выполнения.',
          'Задание от клиента по итогам проверки.',
          'Повторная задача: в прошлый раз не выполнено.',
        ]),
        project_id: executor.projectId,
        project_outlet_id: outlet,
        visit_id: visit?.id,
        assignee_id: executor.userId,
        author_id: executor.managerId,
        status,
        due_date: atLocal(dueDay, 18 * 60, 3),
        done_at: status === 'done' ? atLocal(addDays(dueDay, -1), 15 * 60, 3) : null,
        // A resumed task went back to work after CANT_DO.
        resumed_at: status === 'new' && i % 4 === 0 ? ctx.now : null,
        result_comment: status === 'CANT_DO' ? faker.helpers.arrayElement(CANT_DO_REASONS) : null,
      });
    }
  }
  await insertAll(ctx.db, tasks, rows);
  return rows.length;
}

const COMPLEXITIES = [
  { code: 'easy', name: 'Простое', coefficient: 1 },
  { code: 'medium', name: 'Среднее', coefficient: 1.5 },
  { code: 'hard', name: 'Сложное', coefficient: 2.2 },
];
const CROWD_TYPES = [
  { code: 'photo', name: 'Фотоотчёт полки' },
  { code: 'prices', name: 'Проверка цен' },
  { code: 'promo', name: 'Проверка промо' },
  { code: 'merch', name: 'Выкладка товара' },
  { code: 'availability', name: 'Аудит наличия' },
];

/** Crowd tasks priced 50..1500 in every status, with reserves and results where they apply. */
export async function seedCrowd(
  ctx: SeedContext,
  people: UserRefs,
  outlets: ProjectOutletRef[],
  forms: Map<number, QuestionnaireRef>,
): Promise<number> {
  const { db, faker } = ctx;
  const complexityIds = await insertIds(db, task_complexities, COMPLEXITIES);
  const typeIds = await insertIds(db, task_types, CROWD_TYPES);
  const statuses = [
    'new',
    'new',
    'reserved',
    'in_progress',
    'on_check',
    'done',
    'cancelled',
    'expired',
  ] as const;
  const rows = Array.from({ length: 160 }, (_, i) => {
    const outlet = faker.helpers.arrayElement(outlets);
    const status = statuses[i % statuses.length];
    const start = addDays(ctx.today, faker.number.int({ min: -20, max: 10 }));
    const type = faker.helpers.arrayElement(CROWD_TYPES);
    const taken = status !== 'new' && status !== 'cancelled' && status !== 'expired';
    return {
      title: type.name,
      description: 'Сделайте фото полки и заполните анкету. Оплата после проверки.',
      project_id: outlet.projectId,
      project_outlet_id: outlet.id,
      task_complexity_id: faker.helpers.arrayElement(complexityIds),
      task_type_id: typeIds[CROWD_TYPES.indexOf(type)],
      price: faker.number.int({ min: 5, max: 150 }) * 10,
      duration: faker.helpers.arrayElement([15, 20, 30, 45, 60, 90, 120]),
      start_date: start,
      end_date: addDays(start, faker.number.int({ min: 3, max: 14 })),
      facade_photo_required: faker.datatype.boolean(0.4),
      questionnaire_code: forms.get(outlet.projectId)?.code,
      questionnaire_id: forms.get(outlet.projectId)?.id,
      status,
      executor_id: taken ? faker.helpers.arrayElement(people.crowdWorkers) : null,
    };
  });
  const ids = await insertIds(db, crowd_tasks, rows);
  const reserves: (typeof crowd_task_reserves.$inferInsert)[] = [];
  const results: (typeof crowd_task_results.$inferInsert)[] = [];
  const checker = people.byLogin.get('head_check_manager');
  rows.forEach((row, i) => {
    if (!row.executor_id) return;
    const reservedAt = atLocal(row.start_date, 10 * 60, 3);
    reserves.push({
      task_id: ids[i],
      user_id: row.executor_id,
      status: row.status === 'reserved' || row.status === 'in_progress' ? 'active' : 'completed',
      reserved_at: reservedAt,
      expires_at: new Date(reservedAt.getTime() + 48 * 3_600_000),
    });
    if (row.status !== 'on_check' && row.status !== 'done') return;
    const finished = new Date(reservedAt.getTime() + (row.duration + 60) * 60_000);
    const rejected = row.status === 'done' && i % 7 === 0;
    results.push({
      task_id: ids[i],
      user_id: row.executor_id,
      status: row.status === 'on_check' ? 'pending' : rejected ? 'rejected' : 'approved',
      started_at: new Date(finished.getTime() - row.duration * 60_000),
      finished_at: finished,
      price: rejected ? 0 : row.price,
      comment: rejected ? 'Фото не соответствуют заданию' : null,
      checker_id: row.status === 'done' ? checker : null,
      checked_at: row.status === 'done' ? new Date(finished.getTime() + 86_400_000) : null,
    });
  });
  await insertAll(db, crowd_task_reserves, reserves);
  await insertAll(db, crowd_task_results, results);
  return rows.length;
}
