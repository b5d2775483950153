import { and, eq, inArray } from 'drizzle-orm';
import { positions, user_projects as up } from '#server/db/schema/index';
import { parsedRow, refusalOf } from '#server/imports/field-errors';
import type { ImportContext, ImportRow, RowError, RowResult } from '#server/imports/kind';
import { defineImportKind } from '#server/imports/kind';
import { idsByText, pick, textsOf } from '#server/imports/resolve';
import { pickUser, usersByLoginOrPhone } from '#server/imports/resolve-users';
import {
  assignUserProjectsSchema,
  USER_PROJECT_MESSAGES,
  userProjectPatchSchema,
} from '#src/contracts/user-projects';
import { assignUserProjects, patchUserProject } from '../user-projects/change-user-projects';

/** The link calls' fields on the file's columns. */
const FIELD_COLUMNS: Record<string, string> = {
  manager_id: 'manager',
  position_id: 'position_code',
  project_ids: 'user',
  status: 'user',
};

/** The batch's users, managers and positions, each looked up once. */
async function references(context: ImportContext, rows: readonly ImportRow[]) {
  const [user, manager, position] = await Promise.all([
    usersByLoginOrPhone(context.tx, rows, 'user'),
    usersByLoginOrPhone(context.tx, rows, 'manager'),
    idsByText(context.tx, positions.id, positions.code, textsOf(rows, 'position_code')),
  ]);
  return { user, manager, position };
}

type Links = Map<number, { id: number; is_active: boolean }>;

/** The project's links of the batch's users: user id → the link and whether it is current. */
async function linksOf(context: ImportContext, userIds: number[]): Promise<Links> {
  if (userIds.length === 0) return new Map();
  const links = await context.tx
    .select({ id: up.id, user_id: up.user_id, is_active: up.is_active })
    .from(up)
    .where(and(eq(up.project_id, context.projectId), inArray(up.user_id, userIds)));
  return new Map(links.map((link) => [link.user_id, link]));
}

/** A row's link fields as the link form sends them: only the cells filled in. */
function linkFields(row: ImportRow, refs: Awaited<ReturnType<typeof references>>) {
  const errors: RowError[] = [];
  const fields = {
    manager_id: pickUser(refs.manager, row, 'manager', errors),
    position_id: pick(
      refs.position,
      row,
      'position_code',
      { notFound: (code) => `Должность с кодом «${code}» не найдена` },
      errors,
    ),
    position: row.values.position,
    start_date: row.values.start_date,
    end_date: row.values.end_date,
  };
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
  return { errors, given };
}

async function writeRow(
  context: ImportContext,
  row: ImportRow,
  userId: number,
  links: Links,
  refs: Awaited<ReturnType<typeof references>>,
): Promise<RowResult> {
  const link = links.get(userId);
  const { errors, given } = linkFields(row, refs);
  if (errors.length) return { outcome: 'refused', errors };
  const permitted = [context.projectId];
  try {
    if (link?.is_active) {
      const parsed = parsedRow(userProjectPatchSchema, given, FIELD_COLUMNS);
      if ('errors' in parsed) return { outcome: 'refused', errors: parsed.errors };
      await patchUserProject(context.tx, permitted, link.id, parsed.data);
      return { outcome: 'updated' };
    }
    // A new link, or one ended earlier reopened with the row's values: what assigning does.
    const body = { project_ids: [context.projectId], ...given };
    const parsed = parsedRow(assignUserProjectsSchema, body, FIELD_COLUMNS);
    if ('errors' in parsed) return { outcome: 'refused', errors: parsed.errors };
    const [assigned] = await assignUserProjects(context.tx, permitted, userId, false, parsed.data);
    // The same person may come again further down, named by phone where here by login.
    links.set(userId, { id: assigned.id, is_active: true });
    return { outcome: link ? 'updated' : 'created' };
  } catch (error) {
    const refusal = refusalOf(error, FIELD_COLUMNS);
    const unchanged = refusal.errors[0]?.message === USER_PROJECT_MESSAGES.notChanged;
    return unchanged ? { outcome: 'unchanged' } : refusal;
  }
}

async function writeBatch(context: ImportContext, rows: readonly ImportRow[]) {
  const refs = await references(context, rows);
  const links = await linksOf(context, [...new Set(refs.user.values())]);
  const results: RowResult[] = [];
  for (const row of rows) {
    const errors: RowError[] = [];
    const userId = pickUser(refs.user, row, 'user', errors);
    if (userId === null) results.push({ outcome: 'refused', errors });
    else results.push(await writeRow(context, row, userId, links, refs));
  }
  return results;
}

/** USER_PROJECTS: who works in the project, under whom, in which position and when. */
export const userProjectsKind = defineImportKind({
  kind: 'USER_PROJECTS',
  group: 'users',
  label: 'Пользователи проекта',
  description:
    'Строка — участие пользователя (по логину или телефону) в проекте импорта: руководитель, должность и период работы. Пользователь, ещё не состоящий в проекте, добавляется в него (ранее исключённый — возвращается со значениями строки); у состоящего меняются заполненные поля, пустая ячейка оставляет поле как есть. Пользователь должен быть активен, руководитель — состоять в проекте.',
  columns: [
    {
      key: 'user',
      header: 'Пользователь',
      type: 'text',
      required: true,
      example: '+7 900 123-45-67',
      synonyms: ['Сотрудник', 'Логин', 'Телефон', 'Пользователь (логин или телефон)'],
      description: 'Логин или телефон пользователя.',
    },
    {
      key: 'manager',
      header: 'Руководитель',
      type: 'text',
      example: 'petrov.p',
      synonyms: ['Менеджер', 'Руководитель (логин или телефон)'],
      description: 'Логин или телефон руководителя, состоящего в проекте.',
    },
    {
      key: 'position_code',
      header: 'Код должности',
      type: 'text',
      example: 'MERCH',
      description: 'Код должности из справочника должностей.',
    },
    {
      key: 'position',
      header: 'Должность',
      type: 'text',
      example: 'Мерчендайзер',
      synonyms: ['Должность по штату'],
      description: 'Название должности, как оно принято в проекте (свободный текст).',
    },
    {
      key: 'start_date',
      header: 'Дата начала',
      type: 'date',
      example: '01.03.2026',
      synonyms: ['Начало работы'],
    },
    {
      key: 'end_date',
      header: 'Дата окончания',
      type: 'date',
      example: '31.12.2026',
      synonyms: ['Окончание работы'],
    },
  ],
  key: ['user'],
  // Adding to the project is the team's CREATE, which also covers changing a link.
  permissions: [{ area: 'team', level: 'create' }],
  writeBatch,
});
