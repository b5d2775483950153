import { and, eq, inArray } from 'drizzle-orm';
import { type ManyItem, writeMany } from '#server/crud/write-many';
import { branches, positions, project_positions as pp, territories } from '#server/db/schema/index';
import { fieldErrors, settledResults } from '#server/imports/field-errors';
import type { ImportContext, ImportRow, RowError, RowResult } from '#server/imports/kind';
import { defineImportKind } from '#server/imports/kind';
import { idsByText, pick, textsOf } from '#server/imports/resolve';
import { projectPositionsResource } from '../catalog/project-positions';

const FIELD_COLUMNS: Record<string, string> = {
  position_id: 'position_code',
  parent_id: 'parent_code',
  branch_id: 'branch',
  territory_id: 'territory',
};

/** The project's positions of these codes: code → ids (several when a code is repeated). */
async function seatsByCode(context: ImportContext, codes: readonly string[]) {
  const found = new Map<string, number[]>();
  if (codes.length === 0) return found;
  const seats = await context.tx
    .select({ id: pp.id, code: pp.code })
    .from(pp)
    .where(and(eq(pp.project_id, context.projectId), inArray(pp.code, [...new Set(codes)])));
  for (const seat of seats) found.set(seat.code, [...(found.get(seat.code) ?? []), seat.id]);
  return found;
}

/** A row's position of the project named in `key`: its id, null when none, or a refusal. */
function seatOf(
  seats: ReadonlyMap<string, number[]>,
  row: ImportRow,
  key: string,
  errors: RowError[],
  notFound?: (code: string) => string,
): number | null {
  const code = row.values[key];
  if (typeof code !== 'string') return null;
  const ids = seats.get(code) ?? [];
  if (ids.length === 1) return ids[0];
  if (ids.length > 1) {
    errors.push({ column: key, message: `В проекте несколько должностей с кодом «${code}»` });
  } else if (notFound) errors.push({ column: key, message: notFound(code) });
  return null;
}

async function references(context: ImportContext, rows: readonly ImportRow[]) {
  const { tx, projectId } = context;
  const [seat, position, branch, territory] = await Promise.all([
    seatsByCode(context, textsOf(rows, 'code')),
    idsByText(tx, positions.id, positions.code, textsOf(rows, 'position_code')),
    idsByText(
      tx,
      branches.id,
      branches.name,
      textsOf(rows, 'branch'),
      eq(branches.project_id, projectId),
    ),
    idsByText(
      tx,
      territories.id,
      territories.name,
      textsOf(rows, 'territory'),
      eq(territories.project_id, projectId),
    ),
  ]);
  return { seat, position, branch, territory };
}

/** A row's own fields (all but its parent) as the position form sends them: cells filled in. */
function ownFields(row: ImportRow, refs: Awaited<ReturnType<typeof references>>) {
  const errors: RowError[] = [];
  const fields: Record<string, unknown> = {
    code: row.values.code,
    name: row.values.name,
    position_id: pick(
      refs.position,
      row,
      'position_code',
      { notFound: (code) => `Должность с кодом «${code}» не найдена` },
      errors,
    ),
    branch_id: pick(
      refs.branch,
      row,
      'branch',
      { notFound: (name) => `Филиал «${name}» не найден в проекте` },
      errors,
    ),
    territory_id: pick(
      refs.territory,
      row,
      'territory',
      { notFound: (name) => `Территория «${name}» не найдена в проекте` },
      errors,
    ),
    is_active: row.values.is_active,
  };
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
  return { errors, given };
}

/**
 * The positions first, then their parents: a parent may be a row of the same batch, created a
 * moment earlier. A refused parent refuses the row; the engine then writes the batch again
 * without it, so nothing of it stays.
 */
async function writeBatch(
  context: ImportContext,
  rows: readonly ImportRow[],
): Promise<RowResult[]> {
  const refs = await references(context, rows);
  const results: (RowResult | undefined)[] = rows.map(() => undefined);
  const items: { i: number; item: ManyItem }[] = [];
  rows.forEach((row, i) => {
    const { errors, given } = ownFields(row, refs);
    const seat = seatOf(refs.seat, row, 'code', errors);
    if (errors.length) results[i] = { outcome: 'refused', errors };
    else if (seat !== null) items.push({ i, item: { id: seat, values: given } });
    else items.push({ i, item: { values: { project_id: context.projectId, ...given } } });
  });
  const written = await writeMany(
    context.tx,
    projectPositionsResource,
    items.map((entry) => entry.item),
    context.scope,
  );
  const ids = new Map<number, number>();
  written.forEach((outcome, j) => {
    const { i } = items[j];
    if (outcome.outcome === 'refused') {
      results[i] = { outcome: 'refused', errors: fieldErrors(outcome.errors, FIELD_COLUMNS) };
    } else {
      results[i] = { outcome: outcome.outcome };
      ids.set(i, outcome.id);
    }
  });
  const parents = await seatsByCode(context, textsOf(rows, 'parent_code'));
  const moves: { i: number; item: ManyItem }[] = [];
  for (const [i, id] of ids) {
    const errors: RowError[] = [];
    const parentId = seatOf(
      parents,
      rows[i],
      'parent_code',
      errors,
      (code) => `Вышестоящая должность с кодом «${code}» не найдена в проекте`,
    );
    if (errors.length) results[i] = { outcome: 'refused', errors };
    else if (parentId !== null) moves.push({ i, item: { id, values: { parent_id: parentId } } });
  }
  const moved = await writeMany(
    context.tx,
    projectPositionsResource,
    moves.map((entry) => entry.item),
    context.scope,
  );
  moved.forEach((outcome, j) => {
    const { i } = moves[j];
    if (outcome.outcome === 'refused') {
      results[i] = { outcome: 'refused', errors: fieldErrors(outcome.errors, FIELD_COLUMNS) };
    } else if (outcome.outcome === 'updated' && results[i]?.outcome === 'unchanged') {
      results[i] = { outcome: 'updated' };
    }
  });
  return settledResults(results);
}

/** PROJECT_POSITIONS: the project's org chart, seat by seat. */
export const projectPositionsKind = defineImportKind({
  kind: 'PROJECT_POSITIONS',
  group: 'org_structure',
  label: 'Оргструктура проекта',
  description:
    'Строка — должность в оргструктуре проекта импорта по её коду: новый код создаёт должность, известный меняет заполненные поля (пустая ячейка оставляет поле как есть). Вышестоящая должность указывается кодом: она уже есть в проекте или задана в этом же файле. Кто занимает должность, ведётся на вкладке «История» должности.',
  columns: [
    {
      key: 'code',
      header: 'Код',
      type: 'text',
      required: true,
      example: 'PRJ-SV1',
      synonyms: ['Код должности в проекте', 'Код позиции'],
      description: 'Код должности в проекте: по нему она находится при следующем импорте.',
    },
    {
      key: 'name',
      header: 'Название',
      type: 'text',
      required: true,
      example: 'Супервайзер, группа 1',
      synonyms: ['Наименование'],
    },
    {
      key: 'position_code',
      header: 'Код должности',
      type: 'text',
      example: 'SV',
      synonyms: ['Должность'],
      description: 'Код должности из справочника должностей.',
    },
    {
      key: 'parent_code',
      header: 'Код вышестоящей должности',
      type: 'text',
      example: 'PRJ-RM',
      synonyms: ['Подчиняется', 'Родитель', 'Вышестоящая должность'],
      description: 'Код должности проекта, которой подчиняется эта.',
    },
    { key: 'branch', header: 'Филиал', type: 'text', example: 'Центр' },
    { key: 'territory', header: 'Территория', type: 'text', example: 'Тверь-1' },
    {
      key: 'is_active',
      header: 'Активна',
      type: 'boolean',
      example: 'да',
      synonyms: ['Активность'],
    },
  ],
  key: ['code'],
  permissions: [{ area: 'project_positions', level: 'create' }],
  writeBatch,
});
