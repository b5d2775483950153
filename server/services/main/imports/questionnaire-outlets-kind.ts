import { and, eq, inArray } from 'drizzle-orm';
import { questionnaires } from '#server/db/schema/index';
import { settledResults } from '#server/imports/field-errors';
import type {
  ImportContext,
  ImportKindDefinition,
  ImportRow,
  KindColumn,
  RowError,
  RowResult,
} from '#server/imports/kind';
import { defineImportKind } from '#server/imports/kind';
import { textsOf } from '#server/imports/resolve';
import { questionnaireLinks } from '../catalog/questionnaire-assignments';
import { projectOutletsByCode } from './outlet-placement';

const M = {
  questionnaire: (code: string) => `Анкета с кодом «${code}» не найдена в проекте`,
  outlet: (code: string) => `Торговая точка с кодом «${code}» не найдена в проекте`,
  alreadyLinked: 'Анкета уже привязана к этой точке',
  startAfterEnd: 'Дата начала не может быть позже даты окончания',
};

/** The project's questionnaires by code (codes are unique within a project). */
async function questionnairesByCode(context: ImportContext, codes: string[]) {
  const found = new Map<string, number>();
  if (codes.length === 0) return found;
  const rows = await context.tx
    .select({ id: questionnaires.id, code: questionnaires.code })
    .from(questionnaires)
    .where(
      and(eq(questionnaires.project_id, context.projectId), inArray(questionnaires.code, codes)),
    );
  for (const row of rows) if (row.code) found.set(row.code, row.id);
  return found;
}

interface Link {
  i: number;
  outlet: number;
  values: { start_date: string | null; end_date: string | null } | undefined;
}

/** Links each row's questionnaire to its outlet; a link there already refuses the row. */
function linkBatch(withPeriod: boolean) {
  return async (context: ImportContext, rows: readonly ImportRow[]): Promise<RowResult[]> => {
    const [found, outlets] = await Promise.all([
      questionnairesByCode(context, textsOf(rows, 'questionnaire_code')),
      projectOutletsByCode(context, textsOf(rows, 'external_code')),
    ]);
    const results: (RowResult | undefined)[] = rows.map(() => undefined);
    const byQuestionnaire = new Map<number, Link[]>();
    rows.forEach((row, i) => {
      const errors: RowError[] = [];
      const code = String(row.values.questionnaire_code);
      const outletCode = String(row.values.external_code);
      const questionnaire = found.get(code);
      const outlet = outlets.get(outletCode);
      if (questionnaire === undefined)
        errors.push({ column: 'questionnaire_code', message: M.questionnaire(code) });
      if (outlet === undefined)
        errors.push({ column: 'external_code', message: M.outlet(outletCode) });
      const start = (row.values.start_date as string | null) ?? null;
      const end = (row.values.end_date as string | null) ?? null;
      if (start && end && start > end)
        errors.push({ column: 'start_date', message: M.startAfterEnd });
      if (errors.length || questionnaire === undefined || outlet === undefined) {
        results[i] = { outcome: 'refused', errors };
        return;
      }
      const values = withPeriod ? { start_date: start, end_date: end } : undefined;
      byQuestionnaire.set(questionnaire, [
        ...(byQuestionnaire.get(questionnaire) ?? []),
        { i, outlet, values },
      ]);
    });
    for (const [questionnaire, links] of byQuestionnaire) {
      const outletIds = links.map((link) => link.outlet);
      const existing = await questionnaireLinks.linkedOutlets(context.tx, questionnaire, outletIds);
      const fresh = links.filter((link) => !existing.has(link.outlet));
      const linked = await questionnaireLinks.linkNew(context.tx, questionnaire, fresh);
      for (const link of links) {
        results[link.i] = linked.has(link.outlet)
          ? { outcome: 'created' }
          : {
              outcome: 'refused',
              errors: [{ column: 'external_code', message: M.alreadyLinked }],
            };
      }
    }
    return settledResults(results);
  };
}

const COLUMNS: readonly KindColumn[] = [
  {
    key: 'questionnaire_code',
    header: 'Код анкеты',
    type: 'text',
    required: true,
    example: 'ANK-001',
    synonyms: ['Анкета', 'Код опроса'],
    description: 'Код анкеты проекта.',
  },
  {
    key: 'external_code',
    header: 'Код ТТ',
    type: 'text',
    required: true,
    example: 'TT-0001',
    synonyms: ['Код точки', 'Внешний код'],
    description: 'Торговая точка проекта, где заполняется анкета.',
  },
];

const PERIOD: readonly KindColumn[] = [
  {
    key: 'start_date',
    header: 'Дата начала',
    type: 'date',
    example: '01.12.2026',
    synonyms: ['Начало', 'Действует с'],
    description: 'С какого дня анкета заполняется в точке; пусто — без начала.',
  },
  {
    key: 'end_date',
    header: 'Дата окончания',
    type: 'date',
    example: '31.12.2026',
    synonyms: ['Окончание', 'Действует по'],
    description: 'По какой день; пусто — без окончания.',
  },
];

const common = {
  group: 'questionnaires',
  key: ['questionnaire_code', 'external_code'],
  permissions: [{ area: 'questionnaires', level: 'update' }],
} as const satisfies Partial<ImportKindDefinition>;

/** QAPO: which questionnaires are filled in which of the project's outlets. */
export const questionnaireOutletsKind = defineImportKind({
  ...common,
  kind: 'QAPO',
  label: 'Анкеты по торговым точкам',
  description:
    'Строка — анкета проекта по коду и торговая точка по коду, где она заполняется. Точка, к которой анкета уже привязана, отклоняется.',
  columns: COLUMNS,
  writeBatch: linkBatch(false),
});

/** QAPO_V2: the same, with the period the questionnaire applies in the outlet. */
export const questionnaireOutletsV2Kind = defineImportKind({
  ...common,
  kind: 'QAPO_V2',
  label: 'Анкеты по торговым точкам (версия 2)',
  description:
    'Строка — анкета проекта по коду, торговая точка по коду и период, в который анкета в ней заполняется. Точка, к которой анкета уже привязана, отклоняется.',
  columns: [...COLUMNS, ...PERIOD],
  writeBatch: linkBatch(true),
});
