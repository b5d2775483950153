import { refusalOf } from '#server/imports/field-errors';
import type { ImportContext, ImportRow, RowError, RowResult } from '#server/imports/kind';
import { defineImportKind } from '#server/imports/kind';
import { pickUser, usersByLoginOrPhone } from '#server/imports/resolve-users';
import { setVisitChecker } from '../visit-checkers';

const FIELD_COLUMNS = { executor_id: 'executor', checker_id: 'checker' };

async function writeBatch(
  context: ImportContext,
  rows: readonly ImportRow[],
): Promise<RowResult[]> {
  const [executors, checkers] = await Promise.all([
    usersByLoginOrPhone(context.tx, rows, 'executor'),
    usersByLoginOrPhone(context.tx, rows, 'checker'),
  ]);
  const results: RowResult[] = [];
  for (const row of rows) {
    const errors: RowError[] = [];
    const executorId = pickUser(executors, row, 'executor', errors);
    const checkerId = pickUser(checkers, row, 'checker', errors);
    if (executorId === null || checkerId === null) {
      results.push({ outcome: 'refused', errors });
      continue;
    }
    try {
      // In a savepoint: a refused row leaves the transaction as it was.
      const outcome = await context.tx.transaction((tx) =>
        setVisitChecker(tx, context.projectId, { executorId, checkerId }),
      );
      results.push({ outcome });
    } catch (error) {
      results.push(refusalOf(error, FIELD_COLUMNS));
    }
  }
  return results;
}

/** CHECKERS: who checks whose visits in the project. */
export const checkersKind = defineImportKind({
  kind: 'CHECKERS',
  group: 'checkers',
  label: 'Проверяющие',
  description:
    'Строка — исполнитель проекта импорта и проверяющий его визиты (оба по логину или телефону). У исполнителя в проекте один проверяющий: строка с другим проверяющим заменяет прежнего. Оба должны состоять в проекте; проверяющий — менеджер по проверке или руководитель отдела проверки. Менеджеру по проверке, у которого в проекте есть назначенные исполнители, на экране проверки видны визиты только этих исполнителей.',
  columns: [
    {
      key: 'executor',
      header: 'Исполнитель',
      type: 'text',
      required: true,
      example: '+7 900 123-45-67',
      synonyms: ['Сотрудник', 'Мерчендайзер', 'Исполнитель (логин или телефон)'],
      description: 'Логин или телефон исполнителя, чьи визиты проверяются.',
    },
    {
      key: 'checker',
      header: 'Проверяющий',
      type: 'text',
      required: true,
      example: 'check_manager',
      synonyms: ['Проверяющий (логин или телефон)', 'Аудитор', 'Контролёр'],
      description: 'Логин или телефон менеджера по проверке или руководителя отдела проверки.',
    },
  ],
  key: ['executor'],
  // The checker service's calls are the checkers' and administrators'; the assignment is the team's.
  permissions: [{ area: 'team', level: 'update', right: 'checker_screen' }],
  writeBatch,
});
