import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  export_jobs,
  files,
  import_processes,
  support_request_types,
  support_requests,
} from '#server/db/schema/index';
import type { FileStorage } from '#server/storage/file-storage';
import { insertAll, insertIds, type SeedContext } from './context';
import type { OrgRefs } from './seed-org';
import type { UserRefs } from './seed-users';

/** Support tickets, the import journal (with error_data) and finished exports. */
export async function seedJournals(
  ctx: SeedContext,
  org: OrgRefs,
  people: UserRefs,
  storage: FileStorage,
): Promise<void> {
  const { db } = ctx;
  const admin = people.byLogin.get('administrator') ?? 0;
  const project = org.projects[0].id;
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
        common: [],
        other: {
          rows: [
            { row: 15, column: 'Телефон', value: '12-34', message: 'Неверный формат телефона' },
            { row: 27, column: 'Фамилия', value: null, message: 'Поле обязательно для заполнения' },
          ],
        },
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
  await storage.putAt('demo/export-visits.csv', Readable.from([Buffer.from(csv)]));
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
  // Exports as the engine leaves them: each with its report's name, params and columns, so
  // the demo's "Выполнить снова" runs them for real.
  const day = { start: ctx.today, end: ctx.today };
  const columns = [
    { key: 'number', header: 'Номер визита' },
    { key: 'visit_date', header: 'Дата' },
    { key: 'status', header: 'Статус' },
  ];
  const written = {
    status: 'completed' as const,
    file_id: csvId,
    format: 'csv' as const,
    columns,
    progress_done: 2,
    progress_total: 2,
    row_count: 2,
    started_at: ctx.now,
    finished_at: ctx.now,
  };
  await insertAll(db, export_jobs, [
    {
      ...written,
      project_id: project,
      user_id: admin,
      kind: 'visits_by_schedule',
      label: 'Визиты по графику',
      params: { project_ids: [project], date_range: day },
    },
    {
      project_id: project,
      user_id: people.byLogin.get('analyst') ?? admin,
      kind: 'visits_by_matrices',
      label: 'Визиты по матрицам',
      status: 'not_performed',
      params: { project_ids: [project], date_range: day },
      columns,
      error: 'Выгрузка прервалась из-за сбоя сервера',
      finished_at: ctx.now,
    },
    {
      ...written,
      project_id: org.projects[1].id,
      user_id: admin,
      kind: 'integration_report',
      label: 'Интеграционный отчёт',
      params: { project_ids: [org.projects[1].id], date_range: day },
    },
  ]);
}
