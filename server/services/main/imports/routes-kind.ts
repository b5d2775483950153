import type { ImportContext, ImportRow, RowResult } from '#server/imports/kind';
import { defineImportKind } from '#server/imports/kind';
import { routeColumns, WEEKDAYS, weekdayOf, writeRoutes } from './route-rows';

const writeBatch = (context: ImportContext, rows: readonly ImportRow[]): Promise<RowResult[]> =>
  writeRoutes(context, rows, (row, period) => {
    const weekday = WEEKDAYS.indexOf(row.values.weekday as (typeof WEEKDAYS)[number]) + 1;
    return period.filter((day) => weekdayOf(day) === weekday);
  });

/** ROUTES: an executor's visits to an outlet on one weekday, every week of a period. */
export const routesKind = defineImportKind({
  kind: 'ROUTES',
  group: 'routes',
  label: 'Маршруты',
  description:
    'Строка — плановые визиты исполнителя в торговую точку в один день недели: визит ставится в график на каждый такой день периода, в указанное время по часовому поясу точки. Визит, который уже стоит у исполнителя в этой точке в этот день, не дублируется: запланированному или новому меняется время. В отличие от версии 2, одна строка — один день недели, каждую неделю.',
  columns: [
    routeColumns.executor,
    routeColumns.outlet,
    {
      key: 'weekday',
      header: 'День недели',
      type: 'list',
      required: true,
      example: 'Понедельник',
      options: WEEKDAYS,
      synonyms: ['День'],
    },
    routeColumns.dateFrom,
    routeColumns.dateTo,
    routeColumns.startTime,
    routeColumns.endTime,
  ],
  key: ['executor', 'external_code', 'weekday', 'date_from'],
  permissions: [
    { area: 'visiting_schedule', level: 'create' },
    { area: 'visiting_schedule', level: 'update' },
  ],
  writeBatch,
});
