import type { ImportContext, ImportRow, KindColumn, RowResult } from '#server/imports/kind';
import { defineImportKind } from '#server/imports/kind';
import { isoWeekOf, routeColumns, WEEKDAYS, weekdayOf, writeRoutes } from './route-rows';

const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const DAY_HEADERS = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'] as const;

const dayColumns: KindColumn[] = DAY_KEYS.map((key, i) => ({
  key,
  header: DAY_HEADERS[i],
  type: 'boolean',
  example: i < 5 && i % 2 === 0 ? 'да' : 'нет',
  synonyms: [WEEKDAYS[i]],
  description: `«да» — визит в ${WEEKDAYS[i].toLocaleLowerCase('ru')}.`,
}));

const EVERY_WEEK = 'Каждая';
const ODD_WEEKS = 'Нечётная';
const EVEN_WEEKS = 'Чётная';

const NO_DAY = 'Не отмечен ни один день недели';

const writeBatch = (context: ImportContext, rows: readonly ImportRow[]): Promise<RowResult[]> =>
  writeRoutes(context, rows, (row, period, errors) => {
    const weekdays = DAY_KEYS.flatMap((key, i) => (row.values[key] === true ? [i + 1] : []));
    if (weekdays.length === 0) {
      errors.push({ column: 'mon', message: NO_DAY });
      return [];
    }
    const weeks = row.values.weeks ?? EVERY_WEEK;
    return period.filter((day) => {
      if (!weekdays.includes(weekdayOf(day))) return false;
      if (weeks === EVERY_WEEK) return true;
      return (isoWeekOf(day) % 2 === 1) === (weeks === ODD_WEEKS);
    });
  });

/**
 * ROUTES_V2: an executor's route at an outlet over a period, its weekdays in one row, every week
 * or every other (by the ISO week's parity).
 */
export const routesV2Kind = defineImportKind({
  kind: 'ROUTES_V2',
  group: 'routes',
  label: 'Маршруты (версия 2)',
  description:
    'Строка — маршрут исполнителя по торговой точке на период: дни недели отмечены в одной строке (Пн … Вс), и визиты ставятся каждую неделю либо только по нечётным или чётным неделям (по номеру недели ISO). Визит, который уже стоит у исполнителя в этой точке в этот день, не дублируется: запланированному или новому меняется время. В отличие от первой версии, где строка — один день недели каждую неделю, здесь строка — вся неделя маршрута и чередование недель.',
  columns: [
    routeColumns.executor,
    routeColumns.outlet,
    routeColumns.dateFrom,
    routeColumns.dateTo,
    ...dayColumns,
    {
      key: 'weeks',
      header: 'Недели',
      type: 'list',
      example: EVERY_WEEK,
      options: [EVERY_WEEK, ODD_WEEKS, EVEN_WEEKS],
      synonyms: ['Чётность недели', 'Неделя'],
      description: 'Каждая неделя (если пусто), только нечётные или только чётные по номеру ISO.',
    },
    routeColumns.startTime,
    routeColumns.endTime,
  ],
  key: ['executor', 'external_code', 'date_from'],
  permissions: [
    { area: 'visiting_schedule', level: 'create' },
    { area: 'visiting_schedule', level: 'update' },
  ],
  writeBatch,
});
