import { inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import { parsedRow, refusalOf } from '#server/imports/field-errors';
import type {
  ImportContext,
  ImportRow,
  KindColumn,
  RowError,
  RowResult,
} from '#server/imports/kind';
import { defineImportKind } from '#server/imports/kind';
import { textsOf } from '#server/imports/resolve';
import { USER_MESSAGES, userCreateSchema, userPatchSchema } from '#src/contracts/users';
import { changeUser } from '../users/change-user';
import { createUser } from '../users/create-user';
import type { UserPatchInput } from '../users/update-user';
import { addUserRoles } from '../users/user-roles';
import { missingRoles, pickableRoles, rolesOf } from './role-cells';

/** The user form's choices, as the portal names them. */
const STATUSES = { Активен: 'active', Неактивен: 'inactive', Заблокирован: 'blocked' } as const;
const SEXES = { Мужской: 'male', Женский: 'female' } as const;

const text = (key: string, header: string, example: string, extra: Partial<KindColumn> = {}) =>
  ({ key, header, type: 'text', example, ...extra }) satisfies KindColumn;

const columns: readonly KindColumn[] = [
  text('login', 'Логин', 'ivanov.i', {
    required: true,
    synonyms: ['Login', 'Имя пользователя'],
    description:
      'Латинские буквы, цифры и знаки . _ - @. По логину пользователь находится при следующем импорте.',
  }),
  text('last_name', 'Фамилия', 'Иванов', { required: true }),
  text('first_name', 'Имя', 'Иван', { required: true }),
  text('patronymic_name', 'Отчество', 'Иванович'),
  {
    key: 'phone',
    header: 'Телефон',
    type: 'phone',
    example: '+7 900 123-45-67',
    synonyms: ['Мобильный телефон', 'Номер телефона'],
    description: 'Телефон для входа по коду из СМС.',
  },
  text('email', 'Email', 'ivanov@example.ru', { synonyms: ['Электронная почта', 'E-mail'] }),
  text('snils', 'СНИЛС', '112-233-445 95'),
  { key: 'sex', header: 'Пол', type: 'list', example: 'Мужской', options: Object.keys(SEXES) },
  { key: 'birth_date', header: 'Дата рождения', type: 'date', example: '15.04.1990' },
  {
    key: 'status',
    header: 'Статус',
    type: 'list',
    example: 'Активен',
    options: Object.keys(STATUSES),
    description: 'Пусто: новый пользователь активен, у найденного статус не меняется.',
  },
  text('one_c_id', 'Код 1С', '000123', { synonyms: ['1С'] }),
  text('user_route_id', 'ID маршрута', 'R-0042'),
  text('external_sfa_user_id', 'Внешний ID SFA', 'SFA-7781'),
  text('roles', 'Роли', 'Мерчендайзер, Супервайзер', {
    synonyms: ['Роль'],
    description:
      'Названия ролей через запятую, как в списке ролей. Роли добавляются; выданные раньше не снимаются.',
  }),
];

/** A row's fields as the user form sends them: empty cells left out, choices as their values. */
function fieldsOf(row: ImportRow): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const column of columns) {
    const value = row.values[column.key];
    if (value === null || value === undefined || column.key === 'roles') continue;
    if (column.key === 'status') fields.status = STATUSES[value as keyof typeof STATUSES];
    else if (column.key === 'sex') fields.sex = SEXES[value as keyof typeof SEXES];
    else fields[column.key] = value;
  }
  return fields;
}

/** The batch's users already there, by login. */
async function usersByLogin(context: ImportContext, rows: readonly ImportRow[]) {
  const logins = textsOf(rows, 'login');
  if (logins.length === 0) return new Map<string, number>();
  const found = await context.tx
    .select({ id: users.id, login: users.login })
    .from(users)
    .where(inArray(users.login, logins));
  return new Map(found.map((user) => [user.login, user.id]));
}

/** The user form's change; false when nothing differed ('Данные не были изменены'). */
async function changed(tx: Database, byUserId: number, userId: number, patch: UserPatchInput) {
  try {
    await changeUser(tx, byUserId, userId, patch);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.detail === USER_MESSAGES.notChanged) return false;
    throw error;
  }
}

type UserWrite =
  | { create: Parameters<typeof createUser>[1] }
  | { userId: number; patch: UserPatchInput };

/** A row as the user form's create (a new login) or change (a known one), or its refusal. */
function userWriteOf(row: ImportRow, existing: number | undefined): UserWrite | RowError[] {
  const fields = fieldsOf(row);
  if (existing !== undefined) {
    const parsed = parsedRow(userPatchSchema, fields);
    return 'errors' in parsed ? parsed.errors : { userId: existing, patch: parsed.data };
  }
  const parsed = parsedRow(userCreateSchema, fields);
  if ('errors' in parsed) return parsed.errors;
  // No password column, as the user form left without one: the user signs in by SMS code.
  const { password: _password, password_repeat: _repeat, ...create } = parsed.data;
  return { create };
}

/** One row, in its own savepoint: a refused one leaves nothing written. */
async function writeRow(
  context: ImportContext,
  row: ImportRow,
  existing: number | undefined,
  known: ReadonlyMap<string, string>,
): Promise<RowResult> {
  const errors: RowError[] = [];
  const codes = rolesOf(known, row, 'roles', errors);
  const write = userWriteOf(row, existing);
  if (Array.isArray(write)) errors.push(...write);
  if (errors.length || Array.isArray(write)) return { outcome: 'refused', errors };
  try {
    return await context.tx.transaction(async (tx): Promise<RowResult> => {
      let outcome: 'created' | 'updated' | 'unchanged' = 'unchanged';
      let userId: number;
      if ('create' in write) {
        userId = await createUser(tx, write.create, null);
        outcome = 'created';
      } else {
        userId = write.userId;
        if (await changed(tx, context.userId, userId, write.patch)) outcome = 'updated';
      }
      // Roles are added as the user page adds them; roles the cell does not name are kept.
      const missing = await missingRoles(tx, userId, codes);
      if (missing.length) {
        await addUserRoles(tx, userId, missing);
        if (outcome === 'unchanged') outcome = 'updated';
      }
      return { outcome };
    });
  } catch (error) {
    return refusalOf(error);
  }
}

async function writeBatch(context: ImportContext, rows: readonly ImportRow[]) {
  const [existing, known] = await Promise.all([
    usersByLogin(context, rows),
    pickableRoles(context.tx),
  ]);
  const results: RowResult[] = [];
  for (const row of rows) {
    results.push(await writeRow(context, row, existing.get(String(row.values.login)), known));
  }
  return results;
}

/** USERS: the portal's users, created or changed by login. */
export const usersKind = defineImportKind({
  kind: 'USERS',
  group: 'users',
  label: 'Пользователи',
  description:
    'Строка — пользователь по его логину: новый логин создаёт пользователя, известный меняет заполненные поля (пустая ячейка оставляет поле как есть). Пароль импорт не задаёт и не меняет: новый пользователь входит по коду из СМС на свой телефон, пока пароль ему не задаст администратор или он сам; у найденного пользователя пароль остаётся прежним. Роли из ячейки добавляются к уже выданным; проекты задаёт импорт «Пользователи проекта».',
  columns,
  key: ['login'],
  // Creating a user and changing a login or a status are the administrator's (the user form's calls).
  permissions: [{ area: 'users', level: 'create', right: 'admin_only' }],
  writeBatch,
});
