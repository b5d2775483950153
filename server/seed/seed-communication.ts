import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  distribution_recipients,
  distributions,
  export_jobs,
  files,
  import_processes,
  notifications,
  support_request_types,
  support_requests,
} from '../db/schema/index';
import { insertAll, insertIds, type SeedContext } from './context';
import type { OrgRefs } from './seed-org';
import type { UserRefs } from './seed-users';

const NOTICES = [
  {
    type: 'task',
    title: 'Новое задание',
    text: 'Вам назначено задание «Обновить ценники на полке».',
  },
  { type: 'check', title: 'Визит проверен', text: 'Визит принят менеджером по проверке.' },
  {
    type: 'check',
    title: 'Визит отклонён',
    text: 'Визит отклонён: фото размыто, выкладку не видно.',
  },
  { type: 'import', title: 'Импорт завершён', text: 'Импорт торговых точек завершён без ошибок.' },
  { type: 'info', title: 'Новости проекта', text: 'С понедельника действует новая планограмма.' },
];
const DAY = 86_400_000;

/** Notifications (some unread) for everyone, mailings, support tickets, imports and exports. */
export async function seedCommunication(
  ctx: SeedContext,
  org: OrgRefs,
  people: UserRefs,
  filesDir: string,
): Promise<{ notifications: number }> {
  const { db, faker } = ctx;
  const admin = people.byLogin.get('administrator') ?? 0;
  const userIds = [...people.byLogin.values()];
  const project = org.projects[0].id;
  const [groupMail, personalMail] = await insertIds(db, distributions, [
    {
      title: 'Новая планограмма',
      text: 'С понедельника действует новая планограмма для гипермаркетов.',
      mailing_type: 'group',
      status: 'done',
      params: { project_ids: [project], roles: ['merchandiser', 'supervisor'] },
      project_id: project,
      author_id: admin,
      sent_at: new Date(ctx.now.getTime() - 3 * DAY),
    },
    {
      title: 'Проверка фотоотчётов',
      text: 'Пожалуйста, проверьте качество фото за прошлую неделю.',
      mailing_type: 'personal',
      status: 'done',
      author_id: admin,
      sent_at: new Date(ctx.now.getTime() - DAY),
    },
    {
      title: 'Собрание супервайзеров',
      text: 'Собрание в пятницу в 10:00.',
      mailing_type: 'group',
      status: 'pending',
      params: { project_ids: org.projects.map((p) => p.id), roles: ['supervisor'] },
      author_id: admin,
      send_at: new Date(ctx.now.getTime() + DAY),
    },
  ]);
  const personal = ['check_manager', 'head_check_manager', 'supervisor', 'analyst'].map(
    (l) => people.byLogin.get(l) ?? 0,
  );
  await insertAll(
    db,
    distribution_recipients,
    personal.map((user_id) => ({ distribution_id: personalMail, user_id })),
  );

  const rows: (typeof notifications.$inferInsert)[] = [];
  for (const user_id of userIds) {
    for (let k = faker.number.int({ min: 3, max: 8 }); k > 0; k--) {
      const n = faker.helpers.arrayElement(NOTICES);
      const viewed = faker.datatype.boolean(0.6);
      const created = new Date(
        ctx.now.getTime() - faker.number.int({ min: 10, max: 20 * 24 * 60 }) * 60_000,
      );
      rows.push({
        user_id,
        project_id: project,
        ...n,
        created_at: created,
        is_received: true,
        received_at: created,
        is_viewed: viewed,
        viewed_at: viewed ? new Date(created.getTime() + 3_600_000) : null,
      });
    }
  }
  const mailed = (id: number, title: string, text: string, users: number[]) =>
    users.map((user_id) => ({
      user_id,
      distribution_id: id,
      type: 'distribution',
      title,
      text,
      is_received: true,
    }));
  rows.push(
    ...mailed(
      groupMail,
      'Новая планограмма',
      'С понедельника действует новая планограмма.',
      people.executors.filter((e) => e.projectId === project).map((e) => e.userId),
    ),
  );
  rows.push(
    ...mailed(
      personalMail,
      'Проверка фотоотчётов',
      'Пожалуйста, проверьте качество фото за прошлую неделю.',
      personal,
    ),
  );
  await insertAll(db, notifications, rows);

  const typeIds = await insertIds(db, support_request_types, [
    { code: 'technical', name: 'Техническая проблема', is_technical: true, sort: 0 },
    { code: 'access', name: 'Доступ к проекту', sort: 1 },
    { code: 'data', name: 'Ошибка в данных', sort: 2 },
    { code: 'idea', name: 'Предложение по улучшению', sort: 3 },
    { code: 'other', name: 'Другое', sort: 4 },
  ]);
  await insertAll(db, support_requests, [
    {
      user_id: people.byLogin.get('supervisor') ?? 0,
      support_request_type_id: typeIds[0],
      is_technical: true,
      content: 'Не загружаются фото в ленте визитов.',
      status: 'done',
      answer: 'Исправлено, обновите страницу.',
    },
    {
      user_id: people.byLogin.get('client') ?? 0,
      support_request_type_id: typeIds[1],
      content: 'Прошу открыть доступ к проекту промо.',
      status: 'pending',
    },
    {
      user_id: people.byLogin.get('analyst') ?? 0,
      support_request_type_id: typeIds[2],
      content: 'У точки TT-000042 неверный адрес.',
      status: 'in_progress',
    },
    {
      user_id: people.byLogin.get('leader') ?? 0,
      support_request_type_id: typeIds[3],
      content: 'Добавьте экспорт задач в XLSX.',
      status: 'pending',
    },
  ]);

  await insertAll(db, import_processes, [
    {
      project_id: project,
      user_id: admin,
      kind: 'PROJECT_OUTLETS',
      status: 'completed',
      total_rows: 160,
      processed_rows: 160,
      error_rows: 0,
    },
    {
      project_id: project,
      user_id: admin,
      kind: 'USERS',
      status: 'completed_with_errors',
      total_rows: 32,
      processed_rows: 30,
      error_rows: 2,
      error_data: {
        common: ['Строка 15: неверный формат телефона', 'Строка 27: не заполнено поле «Фамилия»'],
        other: { rows: [15, 27] },
      },
    },
    {
      project_id: project,
      user_id: admin,
      kind: 'QUESTIONNAIRES',
      status: 'in_progress',
      total_rows: 40,
      processed_rows: 12,
    },
    { project_id: org.projects[1].id, user_id: admin, kind: 'QAPO_V2', status: 'pending' },
    {
      project_id: org.projects[1].id,
      user_id: admin,
      kind: 'AP',
      status: 'completed',
      total_rows: 90,
      processed_rows: 90,
      error_rows: 0,
    },
    {
      project_id: org.projects[2].id,
      user_id: admin,
      kind: 'PRICE_CLUSTER_RATES',
      status: 'cancelled',
    },
    {
      project_id: org.projects[2].id,
      user_id: admin,
      kind: 'CROWD_TASKS',
      status: 'completed',
      total_rows: 50,
      processed_rows: 50,
      error_rows: 0,
    },
    {
      project_id: project,
      user_id: admin,
      kind: 'PRODUCTS',
      status: 'completed_with_errors',
      total_rows: 70,
      processed_rows: 69,
      error_rows: 1,
      error_data: { common: ['Неверный формат файла: ожидается XLSX'], other: null },
    },
    {
      project_id: project,
      user_id: admin,
      kind: 'ROUTES_V2',
      status: 'done',
      total_rows: 400,
      processed_rows: 400,
      error_rows: 0,
    },
  ]);

  // Completed exports point at a real (small) CSV so the download works in the demo.
  const csv =
    '\ufeffНомер визита;Дата;Статус\n100001;2025-01-10;Выполнен\n100002;2025-01-10;Не выполнен\n';
  await mkdir(join(filesDir, 'demo'), { recursive: true });
  await writeFile(join(filesDir, 'demo', 'export-visits.csv'), csv);
  const [csvId] = await insertIds(db, files, [
    {
      storage_key: 'demo/export-visits.csv',
      original_name: 'Отчёт по визитам.csv',
      mime: 'text/csv',
      size: Buffer.byteLength(csv),
      sha256: createHash('sha256').update(csv).digest('hex'),
      user_id: admin,
    },
  ]);
  await insertAll(db, export_jobs, [
    {
      project_id: project,
      user_id: admin,
      kind: 'visits_by_schedule',
      status: 'completed',
      file_id: csvId,
      params: { date_from: ctx.today, date_to: ctx.today },
      finished_at: ctx.now,
    },
    {
      project_id: project,
      user_id: admin,
      kind: 'photo_report',
      status: 'new',
      params: { date_from: ctx.today, date_to: ctx.today },
    },
    {
      project_id: project,
      user_id: people.byLogin.get('analyst') ?? admin,
      kind: 'tasks',
      status: 'not_performed',
      error: 'Слишком большой период выгрузки',
    },
    {
      project_id: org.projects[1].id,
      user_id: admin,
      kind: 'integration_report',
      status: 'completed',
      file_id: csvId,
      finished_at: ctx.now,
    },
  ]);
  return { notifications: rows.length };
}
