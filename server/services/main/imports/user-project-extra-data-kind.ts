import { refusalOf } from '#server/imports/field-errors';
import type { ImportContext, ImportRow, RowError, RowResult } from '#server/imports/kind';
import { defineImportKind } from '#server/imports/kind';
import { pickUser, usersByLoginOrPhone } from '#server/imports/resolve-users';
import { setUserProjectExtraField } from '../user-projects/set-extra-data';

const OUTCOMES = { added: 'created', changed: 'updated', unchanged: 'unchanged' } as const;
const MAX_FIELD = 100;
const MAX_VALUE = 1000;

function fieldOf(row: ImportRow, errors: RowError[]) {
  const field = String(row.values.field);
  const value = row.values.value === null ? null : String(row.values.value);
  if (field.length > MAX_FIELD) {
    errors.push({ column: 'field', message: `Не более ${MAX_FIELD} символов` });
  }
  if (value !== null && value.length > MAX_VALUE) {
    errors.push({ column: 'value', message: `Не более ${MAX_VALUE} символов` });
  }
  return { field, value };
}

async function writeBatch(
  context: ImportContext,
  rows: readonly ImportRow[],
): Promise<RowResult[]> {
  const found = await usersByLoginOrPhone(context.tx, rows, 'user');
  const results: RowResult[] = [];
  for (const row of rows) {
    const errors: RowError[] = [];
    const userId = pickUser(found, row, 'user', errors);
    const { field, value } = fieldOf(row, errors);
    if (userId === null || errors.length) {
      results.push({ outcome: 'refused', errors });
      continue;
    }
    try {
      const link = { userId, projectId: context.projectId };
      const change = await setUserProjectExtraField(context.tx, link, field, value);
      results.push({ outcome: OUTCOMES[change] });
    } catch (error) {
      results.push(refusalOf(error, { user_id: 'user' }));
    }
  }
  return results;
}

/** USER_PROJECT_EXTRA_DATA: the fields a project keeps about its people beyond the link's own. */
export const userProjectExtraDataKind = defineImportKind({
  kind: 'USER_PROJECT_EXTRA_DATA',
  group: 'org_structure',
  label: 'Дополнительные данные пользователей проекта',
  description:
    'Строка — одно дополнительное поле пользователя (по логину или телефону) в проекте импорта: название поля и его значение, например табельный номер или код сотрудника в системе клиента. Поле с тем же названием при следующем импорте получает новое значение; пустое значение удаляет поле. Пользователь должен состоять в проекте и быть активен.',
  columns: [
    {
      key: 'user',
      header: 'Пользователь',
      type: 'text',
      required: true,
      example: '+7 900 123-45-67',
      synonyms: ['Сотрудник', 'Логин', 'Телефон', 'Пользователь (логин или телефон)'],
      description: 'Логин или телефон пользователя, состоящего в проекте.',
    },
    {
      key: 'field',
      header: 'Поле',
      type: 'text',
      required: true,
      example: 'Табельный номер',
      synonyms: ['Название поля', 'Параметр'],
    },
    {
      key: 'value',
      header: 'Значение',
      type: 'text',
      example: '000417',
      description: 'Пусто: поле удаляется.',
    },
  ],
  key: ['user', 'field'],
  permissions: [{ area: 'team', level: 'update' }],
  writeBatch,
});
