import { eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FieldError, ManyItem } from '#server/crud/write-many';
import { writeMany } from '#server/crud/write-many';
import {
  branches,
  cities,
  matrix_rules,
  outlet_types,
  project_outlets,
  project_retails,
  regions,
  retails,
  territories,
} from '#server/db/schema/index';
import { fieldErrors, settledResults } from '#server/imports/field-errors';
import type {
  ImportContext,
  ImportRow,
  KindColumn,
  RowError,
  RowResult,
} from '#server/imports/kind';
import { defineImportKind } from '#server/imports/kind';
import { idsByText, pick, textsOf } from '#server/imports/resolve';
import { MATRIX_RULE_CRITERIA, type MatrixRuleCriterion } from '#src/contracts/catalog/matrices';
import { matrixRulesResource } from '../catalog/matrices';
import { matricesByCode, matrixCodeColumn, pickMatrix } from './matrix-references';

/** A rule's criterion as a column: the reference it names by text, and where that text is. */
interface Criterion {
  field: MatrixRuleCriterion;
  column: KindColumn;
  id: PgColumn;
  text: PgColumn;
  /** The reference is the project's own. */
  project?: PgColumn;
  notFound: (text: string) => string;
}

const CRITERIA: readonly Criterion[] = [
  {
    field: 'project_retail_id',
    column: { key: 'project_retail', header: 'Сеть проекта', type: 'text', example: 'Пятёрочка' },
    id: project_retails.id,
    text: project_retails.name,
    project: project_retails.project_id,
    notFound: (t) => `Сеть проекта «${t}» не найдена`,
  },
  {
    field: 'retail_id',
    column: {
      key: 'retail',
      header: 'Сеть',
      type: 'text',
      example: '',
      synonyms: ['Торговая сеть'],
    },
    id: retails.id,
    text: retails.name,
    notFound: (t) => `Сеть «${t}» не найдена`,
  },
  {
    field: 'region_id',
    column: { key: 'region', header: 'Регион', type: 'text', example: '', synonyms: ['Область'] },
    id: regions.id,
    text: regions.name,
    notFound: (t) => `Регион «${t}» не найден`,
  },
  {
    field: 'branch_id',
    column: { key: 'branch', header: 'Филиал', type: 'text', example: '' },
    id: branches.id,
    text: branches.name,
    project: branches.project_id,
    notFound: (t) => `Филиал «${t}» не найден в проекте`,
  },
  {
    field: 'territory_id',
    column: { key: 'territory', header: 'Территория', type: 'text', example: '' },
    id: territories.id,
    text: territories.name,
    project: territories.project_id,
    notFound: (t) => `Территория «${t}» не найдена в проекте`,
  },
  {
    field: 'city_id',
    column: {
      key: 'city',
      header: 'Город',
      type: 'text',
      example: 'Тверь',
      synonyms: ['Населённый пункт'],
    },
    id: cities.id,
    text: cities.name,
    notFound: (t) => `Город «${t}» не найден`,
  },
  {
    field: 'outlet_type_id',
    column: {
      key: 'outlet_type',
      header: 'Тип ТТ',
      type: 'text',
      example: '',
      synonyms: ['Тип точки'],
    },
    id: outlet_types.id,
    text: outlet_types.name,
    notFound: (t) => `Тип ТТ «${t}» не найден`,
  },
  {
    field: 'project_outlet_id',
    column: {
      key: 'outlet_code',
      header: 'Код ТТ',
      type: 'text',
      example: '',
      synonyms: ['Код точки'],
      description: 'Код торговой точки проекта: правило для одной точки.',
    },
    id: project_outlets.id,
    text: project_outlets.external_code,
    project: project_outlets.project_id,
    notFound: (t) => `Торговая точка с кодом «${t}» не найдена в проекте`,
  },
];

const FIELD_COLUMNS: Record<string, string> = {
  ...Object.fromEntries(CRITERIA.map((criterion) => [criterion.field, criterion.column.key])),
  matrix_id: matrixCodeColumn.key,
};

/** A write's refusals on the file's columns; one of the criteria as a whole is the row's. */
const ruleErrors = (errors: readonly FieldError[]): RowError[] =>
  fieldErrors(errors, FIELD_COLUMNS).map((error) =>
    error.column === 'criteria' ? { ...error, column: null } : error,
  );

/** A rule's criteria as one text: the rule is its criteria (its unique key). */
const criteriaKey = (matrixId: number, values: Record<string, unknown>) =>
  JSON.stringify([matrixId, ...MATRIX_RULE_CRITERIA.map((field) => values[field] ?? null)]);

/** The rules already in the batch's matrices, by criteria. */
async function existingRules(context: ImportContext, matrixIds: number[]) {
  if (matrixIds.length === 0) return new Map<string, number>();
  const rows = await context.tx
    .select()
    .from(matrix_rules)
    .where(inArray(matrix_rules.matrix_id, matrixIds));
  return new Map(rows.map((row) => [criteriaKey(row.matrix_id, row), row.id]));
}

async function writeBatch(
  context: ImportContext,
  rows: readonly ImportRow[],
): Promise<RowResult[]> {
  const [matrices, ...found] = await Promise.all([
    matricesByCode(context, rows),
    ...CRITERIA.map((criterion) =>
      idsByText(
        context.tx,
        criterion.id,
        criterion.text,
        textsOf(rows, criterion.column.key),
        criterion.project && eq(criterion.project, context.projectId),
      ),
    ),
  ]);
  const results: (RowResult | undefined)[] = rows.map(() => undefined);
  const entries = rows.flatMap((row, i) => {
    const errors: RowError[] = [];
    const matrixId = pickMatrix(matrices, row, errors);
    const criteria = Object.fromEntries(
      CRITERIA.map((criterion, c) => [
        criterion.field,
        pick(found[c], row, criterion.column.key, { notFound: criterion.notFound }, errors),
      ]),
    );
    if (errors.length || matrixId === null) {
      results[i] = { outcome: 'refused', errors };
      return [];
    }
    return [{ i, row, matrixId, criteria }];
  });
  const existing = await existingRules(context, [...new Set(entries.map((e) => e.matrixId))]);
  const items = entries.map(({ row, matrixId, criteria }): ManyItem => {
    // An empty cell leaves the rule's priority or activity as it is.
    const values = Object.fromEntries(
      Object.entries({ priority: row.values.priority, is_active: row.values.is_active }).filter(
        ([, value]) => value !== null,
      ),
    );
    const id = existing.get(criteriaKey(matrixId, criteria));
    return id === undefined
      ? { values: { matrix_id: matrixId, ...criteria, ...values } }
      : { id, values };
  });
  const written = await writeMany(context.tx, matrixRulesResource, items, context.scope);
  written.forEach((outcome, j) => {
    results[entries[j].i] =
      outcome.outcome === 'refused'
        ? { outcome: 'refused', errors: ruleErrors(outcome.errors) }
        : { outcome: outcome.outcome };
  });
  return settledResults(results);
}

/** MATRIX_ASSIGNMENT_RULES: which outlets of the project a matrix goes to. */
export const matrixAssignmentRulesKind = defineImportKind({
  kind: 'MATRIX_ASSIGNMENT_RULES',
  group: 'matrices',
  label: 'Правила назначения матриц',
  description:
    'Строка — правило назначения матрицы проекта (по коду матрицы): матрица достаётся точкам проекта, подходящим под все указанные условия — сеть, регион, филиал, территорию, город, тип ТТ или одну точку по её коду. Правило с теми же условиями обновляет свои приоритет и активность.',
  columns: [
    matrixCodeColumn,
    ...CRITERIA.map((criterion) => criterion.column),
    {
      key: 'priority',
      header: 'Приоритет',
      type: 'integer',
      example: '10',
      description: 'От 0 до 1000.',
    },
    {
      key: 'is_active',
      header: 'Активно',
      type: 'boolean',
      example: 'да',
      synonyms: ['Активность'],
    },
  ],
  key: [matrixCodeColumn.key, ...CRITERIA.map((criterion) => criterion.column.key)],
  permissions: [
    { area: 'matrix', level: 'create' },
    { area: 'matrix', level: 'update' },
  ],
  writeBatch,
});
