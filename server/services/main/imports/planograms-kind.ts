import { eq } from 'drizzle-orm';
import { writeMany } from '#server/crud/write-many';
import { planograms, retails } from '#server/db/schema/index';
import { fieldErrors, settledResults } from '#server/imports/field-errors';
import type { ImportContext, ImportRow, RowError, RowResult } from '#server/imports/kind';
import { defineImportKind } from '#server/imports/kind';
import { idsByText, pick, textsOf } from '#server/imports/resolve';
import type { PlanogramType } from '#src/contracts/catalog/planograms';
import { REQUIRED_FIELD } from '#src/contracts/field-constants';
import { linkNewPlanogramOutlets } from '../catalog/link-planogram-outlets';
import { planogramsResource } from '../catalog/planograms';
import { projectOutletsByCode } from './outlet-placement';

/** Spec section 9's planogram types, as the portal's list and form name them. */
const TYPE_LABELS: Record<PlanogramType, string> = {
  book: 'Книжная продукция',
  feminine_hygiene: 'Женская гигиена',
  fabric_care: 'Уход за тканями',
  child_hygiene: 'Детская гигиена',
  body_care: 'Уход за телом',
  teeth_care: 'Уход за полостью рта',
  shaving: 'Бритьё',
  cleaning: 'Чистящие средства',
  hair_care: 'Уход за волосами',
};
const typeOf = new Map(Object.entries(TYPE_LABELS).map(([type, label]) => [label, type]));

/** The planogram's own cells (its form's fields), by column: repeated on each of its rows. */
const PLANOGRAM_FIELDS = {
  type: 'type',
  description: 'description',
  retail_id: 'retail',
  start_date: 'start_date',
  end_date: 'end_date',
  is_active: 'is_active',
} as const;

const M = {
  ambiguous: (name: string) => `Планограмм «${name}» в проекте несколько: переименуйте одну из них`,
  retail: (name: string) => `Сеть «${name}» не найдена`,
  outlet: (code: string) => `Торговая точка с кодом «${code}» не найдена в проекте`,
  differs: (name: string, row: number) => `Планограмма «${name}» в строке ${row} описана иначе`,
};

/** Rows of one planogram in a batch, with the cells they give it. */
interface Group {
  name: string;
  id?: number;
  rows: number[];
  values: Record<string, unknown>;
  /** The row each cell came from, to name it when another row says otherwise. */
  from: Record<string, number>;
}

const nameKey = (name: string) => name.trim().toLocaleLowerCase('ru').replaceAll('ё', 'е');

/** A row's planogram cells as the form writes them; empty cells are not given. */
function cellsOf(row: ImportRow, retail: number | null): Record<string, unknown> {
  const values: Record<string, unknown> = {
    type: row.values.type === null ? null : typeOf.get(String(row.values.type)),
    description: row.values.description,
    retail_id: retail,
    start_date: row.values.start_date,
    end_date: row.values.end_date,
    is_active: row.values.is_active,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value != null));
}

async function writeBatch(
  context: ImportContext,
  rows: readonly ImportRow[],
): Promise<RowResult[]> {
  const { tx, projectId } = context;
  const [existing, retailIds, outlets] = await Promise.all([
    idsByText(
      tx,
      planograms.id,
      planograms.name,
      textsOf(rows, 'name'),
      eq(planograms.project_id, projectId),
    ),
    idsByText(tx, retails.id, retails.name, textsOf(rows, 'retail')),
    projectOutletsByCode(context, textsOf(rows, 'external_code')),
  ]);
  const results: (RowResult | undefined)[] = rows.map(() => undefined);
  const refuse = (i: number, errors: RowError[]) => {
    results[i] = { outcome: 'refused', errors };
  };
  const groups = new Map<string, Group>();
  rows.forEach((row, i) => {
    const errors: RowError[] = [];
    const name = String(row.values.name);
    const found = existing.get(nameKey(name)) ?? [];
    if (found.length > 1) errors.push({ column: 'name', message: M.ambiguous(name) });
    const retail = pick(retailIds, row, 'retail', { notFound: M.retail }, errors);
    const code = row.values.external_code;
    if (typeof code === 'string' && !outlets.has(code)) {
      errors.push({ column: 'external_code', message: M.outlet(code) });
    }
    const group = groups.get(nameKey(name)) ?? {
      name,
      id: found[0],
      rows: [],
      values: {},
      from: {},
    };
    const cells = cellsOf(row, retail);
    for (const [field, value] of Object.entries(cells)) {
      const earlier = group.from[field];
      if (earlier !== undefined && group.values[field] !== value) {
        const column = PLANOGRAM_FIELDS[field as keyof typeof PLANOGRAM_FIELDS];
        errors.push({ column, message: M.differs(name, earlier) });
      }
    }
    if (errors.length) {
      refuse(i, errors);
      return;
    }
    for (const [field, value] of Object.entries(cells)) {
      if (group.from[field] === undefined) {
        group.values[field] = value;
        group.from[field] = row.number;
      }
    }
    group.rows.push(i);
    groups.set(nameKey(name), group);
  });
  const written = [...groups.values()].filter((group) => group.rows.length > 0);
  for (const group of written) {
    if (group.id === undefined && group.values.type === undefined) {
      for (const i of group.rows) refuse(i, [{ column: 'type', message: REQUIRED_FIELD }]);
    }
  }
  const toWrite = written.filter((group) => results[group.rows[0]] === undefined);
  const outcomes = await writeMany(
    tx,
    planogramsResource,
    toWrite.map((group) =>
      group.id === undefined
        ? { values: { project_id: projectId, name: group.name, ...group.values } }
        : { id: group.id, values: group.values },
    ),
    context.scope,
  );
  const links: { i: number; planogram: number; outlet: number }[] = [];
  outcomes.forEach((outcome, j) => {
    const group = toWrite[j];
    if (outcome.outcome === 'refused') {
      for (const i of group.rows) refuse(i, fieldErrors(outcome.errors, PLANOGRAM_FIELDS));
      return;
    }
    // The planogram's change is its first row's; the others are about its outlets.
    group.rows.forEach((i, k) => {
      results[i] = { outcome: k === 0 ? outcome.outcome : 'unchanged' };
      const outlet = outlets.get(String(rows[i].values.external_code));
      if (outlet !== undefined) links.push({ i, planogram: outcome.id, outlet });
    });
  });
  const byPlanogram = new Map<number, typeof links>();
  for (const link of links)
    byPlanogram.set(link.planogram, [...(byPlanogram.get(link.planogram) ?? []), link]);
  for (const [planogram, entries] of byPlanogram) {
    const linked = await linkNewPlanogramOutlets(
      tx,
      planogram,
      entries.map((entry) => entry.outlet),
    );
    // A row that linked its outlet created something, whatever its planogram's outcome.
    for (const entry of entries) {
      if (linked.has(entry.outlet)) results[entry.i] = { outcome: 'created' };
    }
  }
  return settledResults(results);
}

/** PLANOGRAMS: the project's planograms by name, with their dates, and the outlets following them. */
export const planogramsKind = defineImportKind({
  kind: 'PLANOGRAMS',
  group: 'planograms',
  label: 'Планограммы',
  description:
    'Строка — планограмма проекта по названию и, если указан код ТТ, торговая точка, которая ей следует. Новая планограмма создаётся (нужен тип), у существующей меняются заполненные ячейки: тип, описание, сеть, даты, активность. Несколько строк с одним названием — одна планограмма с несколькими точками; её ячейки в них не должны расходиться. Уже привязанная точка остаётся как есть. Файл планограммы загружается на её странице.',
  columns: [
    {
      key: 'name',
      header: 'Название',
      type: 'text',
      required: true,
      example: 'Выкладка шампуней',
      synonyms: ['Планограмма', 'Наименование'],
      description: 'Название планограммы в проекте: по нему она находится при следующем импорте.',
    },
    {
      key: 'type',
      header: 'Тип',
      type: 'list',
      example: TYPE_LABELS.hair_care,
      options: Object.values(TYPE_LABELS),
      synonyms: ['Тип планограммы'],
      description: 'Обязателен для новой планограммы.',
    },
    { key: 'description', header: 'Описание', type: 'text', example: 'Полка у кассы' },
    {
      key: 'retail',
      header: 'Сеть',
      type: 'text',
      example: 'X5 Retail Group',
      synonyms: ['Торговая сеть'],
      description: 'Сеть из справочника сетей.',
    },
    {
      key: 'start_date',
      header: 'Дата начала',
      type: 'date',
      example: '01.12.2026',
      synonyms: ['Начало', 'Действует с'],
    },
    {
      key: 'end_date',
      header: 'Дата окончания',
      type: 'date',
      example: '31.12.2026',
      synonyms: ['Окончание', 'Действует по'],
    },
    {
      key: 'is_active',
      header: 'Активна',
      type: 'boolean',
      example: 'да',
      synonyms: ['Активность', 'Активная'],
    },
    {
      key: 'external_code',
      header: 'Код ТТ',
      type: 'text',
      example: 'TT-0001',
      synonyms: ['Код точки', 'Внешний код'],
      description:
        'Торговая точка проекта, которая следует планограмме; пусто — только планограмма.',
    },
  ],
  key: ['name', 'external_code'],
  permissions: [
    { area: 'planograms', level: 'create' },
    { area: 'planograms', level: 'update' },
  ],
  writeBatch,
});
