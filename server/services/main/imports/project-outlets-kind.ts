import type { ManyItem } from '#server/crud/write-many';
import { writeMany } from '#server/crud/write-many';
import { fieldErrors, rowResultOf, settledResults } from '#server/imports/field-errors';
import type { ImportContext, ImportRow, RowError, RowResult } from '#server/imports/kind';
import { defineImportKind } from '#server/imports/kind';
import { pick, textsOf } from '#server/imports/resolve';
import { outletsResource } from '../catalog/outlets';
import { projectOutletsResource } from '../catalog/project-outlets';
import { placementColumns } from './outlet-columns';
import {
  FIELD_COLUMNS,
  given,
  outletReferences,
  placementOf,
  projectOutletsByCode,
} from './outlet-placement';

async function writeBatch(
  context: ImportContext,
  rows: readonly ImportRow[],
): Promise<RowResult[]> {
  const refs = await outletReferences(context, rows);
  const existing = await projectOutletsByCode(context, textsOf(rows, 'external_code'));
  const errorsOf = rows.map((): RowError[] => []);
  const placements = rows.map((row, i) => placementOf(row, refs, errorsOf[i]));
  const results: (RowResult | undefined)[] = rows.map((_, i) =>
    errorsOf[i].length ? { outcome: 'refused', errors: errorsOf[i] } : undefined,
  );
  // New codes: the reference outlet first (the project's own), then its place in the project.
  const fresh = rows.flatMap((row, i) =>
    results[i] || existing.has(String(row.values.external_code)) ? [] : [i],
  );
  const outlets = await writeMany(
    context.tx,
    outletsResource,
    fresh
      .map((i) => {
        const row = rows[i];
        const outletErrors: RowError[] = [];
        return {
          values: {
            name: row.values.name,
            address: row.values.address,
            lat: row.values.lat,
            lon: row.values.lon,
            inn: row.values.inn,
            external_code: row.values.external_code,
            city_id: placements[i].city_id,
            region_id: placements[i].region_id,
            retail_id: pick(
              refs.retail,
              row,
              'retail',
              { notFound: (t) => `Сеть «${t}» не найдена` },
              outletErrors,
            ),
            outlet_type_id: pick(
              refs.outletType,
              row,
              'outlet_type',
              { notFound: (t) => `Тип ТТ «${t}» не найден` },
              outletErrors,
            ),
            source: 'project',
            source_project_id: context.projectId,
          },
          errors: outletErrors,
        };
      })
      .map(({ values, errors }, j) => {
        if (errors.length) results[fresh[j]] = { outcome: 'refused', errors };
        return { values };
      }),
    context.scope,
  );
  const items = rows.flatMap((row, i): { i: number; item: ManyItem }[] => {
    if (results[i]) return [];
    const id = existing.get(String(row.values.external_code));
    if (id !== undefined) {
      return [
        {
          i,
          item: {
            id,
            values: given({ name: row.values.name, ...placements[i] }, row, FIELD_COLUMNS),
          },
        },
      ];
    }
    const created = outlets[fresh.indexOf(i)];
    if (created.outcome === 'refused') {
      results[i] = { outcome: 'refused', errors: fieldErrors(created.errors, FIELD_COLUMNS) };
      return [];
    }
    const values = {
      project_id: context.projectId,
      outlet_id: created.id,
      name: row.values.name,
      external_code: row.values.external_code,
      ...Object.fromEntries(Object.entries(placements[i]).filter(([, v]) => v !== null)),
    };
    return [{ i, item: { values } }];
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

/** PROJECT_OUTLETS: outlets joining the project, or the placement of those already in it. */
export const projectOutletsKind = defineImportKind({
  kind: 'PROJECT_OUTLETS',
  group: 'outlets',
  label: 'Торговые точки проекта',
  description:
    'Строка — торговая точка проекта по её коду: новая точка создаётся и добавляется в проект, точка с известным кодом обновляет своё место в оргструктуре проекта (сеть, филиал, территория, город, менеджер).',
  columns: [
    {
      key: 'external_code',
      header: 'Код ТТ',
      type: 'text',
      required: true,
      example: 'TT-0001',
      synonyms: ['Код точки', 'Внешний код', 'Код'],
      description: 'Код точки в проекте: по нему точка находится при следующем импорте.',
    },
    {
      key: 'name',
      header: 'Название',
      type: 'text',
      required: true,
      example: 'Пятёрочка',
      synonyms: ['Вывеска', 'Наименование'],
    },
    {
      key: 'address',
      header: 'Адрес',
      type: 'text',
      required: true,
      example: 'г. Тверь, ул. Советская, 1',
      synonyms: ['Фактический адрес'],
    },
    { key: 'lat', header: 'Широта', type: 'number', example: '56,8587', synonyms: ['lat'] },
    { key: 'lon', header: 'Долгота', type: 'number', example: '35,9176', synonyms: ['lon', 'lng'] },
    { key: 'inn', header: 'ИНН', type: 'text', example: '7701234567' },
    {
      key: 'retail',
      header: 'Сеть',
      type: 'text',
      example: 'X5 Retail Group',
      synonyms: ['Торговая сеть'],
      description: 'Сеть из справочника сетей.',
    },
    {
      key: 'outlet_type',
      header: 'Тип ТТ',
      type: 'text',
      example: 'Супермаркет',
      synonyms: ['Тип точки', 'Формат'],
    },
    ...placementColumns,
  ],
  key: ['external_code'],
  // The reference outlet a new code needs is the project's own: adding it is part of adding the
  // outlet to the project, so outlets CREATE is not asked for as well.
  permissions: [{ area: 'project_outlets', level: 'create' }],
  writeBatch,
});
