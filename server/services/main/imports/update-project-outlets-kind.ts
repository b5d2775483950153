import { writeMany } from '#server/crud/write-many';
import { rowResultOf, settledResults } from '#server/imports/field-errors';

import type { ImportContext, ImportRow, RowError, RowResult } from '#server/imports/kind';
import { defineImportKind } from '#server/imports/kind';
import { textsOf } from '#server/imports/resolve';
import { projectOutletsResource } from '../catalog/project-outlets';
import { placementColumns } from './outlet-columns';
import {
  FIELD_COLUMNS,
  given,
  outletReferences,
  placementOf,
  projectOutletsByCode,
} from './outlet-placement';

const unknownCode = (code: string) => `Торговая точка с кодом «${code}» не найдена в проекте`;

async function writeBatch(
  context: ImportContext,
  rows: readonly ImportRow[],
): Promise<RowResult[]> {
  const refs = await outletReferences(context, rows);
  const existing = await projectOutletsByCode(context, textsOf(rows, 'external_code'));
  const results: (RowResult | undefined)[] = rows.map(() => undefined);
  const items = rows.flatMap((row, i) => {
    const errors: RowError[] = [];
    const code = String(row.values.external_code);
    const id = existing.get(code);
    if (id === undefined) errors.push({ column: 'external_code', message: unknownCode(code) });
    const placement = placementOf(row, refs, errors);
    if (errors.length || id === undefined) {
      results[i] = { outcome: 'refused', errors };
      return [];
    }
    return [
      {
        i,
        item: { id, values: given({ name: row.values.name, ...placement }, row, FIELD_COLUMNS) },
      },
    ];
  });
  const written = await writeMany(
    context.tx,
    projectOutletsResource,
    items.map((entry) => entry.item),
    context.scope,
  );
  written.forEach((outcome, j) => {
    results[items[j].i] = rowResultOf(outcome, FIELD_COLUMNS);
  });
  return settledResults(results);
}

/** UPDATE_PROJECT_OUTLETS: the project's outlets changed by code, only in the cells given. */
export const updateProjectOutletsKind = defineImportKind({
  kind: 'UPDATE_PROJECT_OUTLETS',
  group: 'outlets',
  label: 'Обновление торговых точек проекта',
  description:
    'Строка — торговая точка, уже добавленная в проект, по её коду: меняются только заполненные ячейки (название, сеть, филиал, территория, город, менеджер, активность), пустые оставляют значение как есть. Точки с неизвестным кодом не создаются: строка отклоняется.',
  columns: [
    {
      key: 'external_code',
      header: 'Код ТТ',
      type: 'text',
      required: true,
      example: 'TT-0001',
      synonyms: ['Код точки', 'Внешний код', 'Код'],
      description: 'Код точки в проекте: точка с этим кодом должна уже быть в проекте.',
    },
    {
      key: 'name',
      header: 'Название',
      type: 'text',
      example: 'Пятёрочка',
      synonyms: ['Вывеска', 'Наименование'],
      description: 'Название точки в проекте.',
    },
    ...placementColumns,
  ],
  key: ['external_code'],
  permissions: [{ area: 'project_outlets', level: 'update' }],
  writeBatch,
});
