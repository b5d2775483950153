import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Badge, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { ListExportColumn } from '#src/components/crud/export-columns';
import type { ResourceColumn } from '#src/components/crud/resource-definition';
import { ResourceTable } from '#src/components/crud/resource-table';
import { useTableRows } from '#src/components/crud/use-table-rows';
import { AnchorLink } from '#src/components/ui/anchor-link';
import { OpenButtonLink } from '#src/components/ui/button-link';
import type { CheckVisit } from '#src/contracts/checker';
import { formatDate, formatSpan } from '#src/lib/dates';
import { personName } from '#src/lib/person-name';
import {
  checkedLabels,
  checkResultColors,
  checkResultLabels,
  checkTypeLabels,
} from '../check-labels';

/** A row as the table reads it: one key per column. */
interface CheckVisitRow {
  id: number;
  number: string;
  visit_date: string;
  outlet: string;
  address: string;
  executor: string;
  actual: string;
  check_type: CheckVisit['check_type'];
  is_checked: boolean;
  check_result: CheckVisit['check_result'];
  photo_count: number;
}

const toRow = (item: CheckVisit): CheckVisitRow => ({
  id: item.id,
  number: item.number,
  visit_date: item.visit_date,
  outlet: item.outlet.name,
  address: item.outlet.address,
  executor: personName(item.user),
  actual: formatSpan(item.started_at, item.finished_at),
  check_type: item.check_type,
  is_checked: item.is_checked,
  check_result: item.check_result,
  photo_count: item.photo_count,
});

/**
 * The table's columns as the queue's export writes them, by the check row's keys: the actual time
 * as its start and end, the check's sign and its result apart. The address is the outlet's, not a
 * key of the row, so the file goes without it.
 */
export const checkVisitsExportColumns: readonly ListExportColumn[] = [
  { key: 'number', header: msg`№` },
  { key: 'visit_date', header: msg`Дата` },
  { key: 'outlet', header: msg`Торговая точка` },
  { key: 'user', header: msg`Исполнитель` },
  { key: 'started_at', header: msg`Начало визита` },
  { key: 'finished_at', header: msg`Окончание визита` },
  { key: 'check_type', header: msg`Тип проверки`, labels: checkTypeLabels },
  { key: 'is_checked', header: msg`Проверка`, labels: checkedLabels },
  { key: 'check_result', header: msg`Результат проверки`, labels: checkResultLabels },
  { key: 'photo_count', header: msg`Фото` },
];

const truncated = (text: string, width: number) => (
  <Text size="sm" truncate="end" maw={width} title={text}>
    {text}
  </Text>
);

const noSort = () => undefined;
const openCheck = (row: CheckVisitRow) => (
  <OpenButtonLink to="/visit-check/$visitId" params={{ visitId: String(row.id) }} />
);

/** Visits to check, the checked sign and the latest result on each. */
export function CheckVisitsTable({ items }: { items: CheckVisit[] }) {
  const { i18n } = useLingui();
  const rows = useTableRows(items, toRow);
  const columns = useMemo<ResourceColumn<CheckVisitRow>[]>(
    () => [
      { key: 'number', label: msg`№`, width: 90 },
      { key: 'visit_date', label: msg`Дата`, render: (row) => formatDate(row.visit_date) },
      {
        key: 'outlet',
        label: msg`Торговая точка`,
        render: (row) => (
          <AnchorLink to="/visit-check/$visitId" params={{ visitId: String(row.id) }} size="sm">
            {truncated(row.outlet, 240)}
          </AnchorLink>
        ),
      },
      { key: 'address', label: msg`Адрес`, render: (row) => truncated(row.address, 240) },
      { key: 'executor', label: msg`Исполнитель`, render: (row) => truncated(row.executor, 200) },
      { key: 'actual', label: msg`Факт` },
      {
        key: 'check_type',
        label: msg`Тип проверки`,
        render: (row) => i18n._(checkTypeLabels[row.check_type]),
      },
      {
        key: 'is_checked',
        label: msg`Проверка`,
        priority: 'key',
        width: 150,
        render: (row) =>
          row.is_checked ? (
            <Badge
              variant="light"
              color={row.check_result ? checkResultColors[row.check_result] : 'gray'}
              data-testid="checked-sign"
            >
              {row.check_result
                ? i18n._(checkResultLabels[row.check_result])
                : i18n._(checkedLabels.true)}
            </Badge>
          ) : (
            <Badge variant="outline" color="gray" data-testid="checked-sign">
              {i18n._(checkedLabels.false)}
            </Badge>
          ),
      },
      { key: 'photo_count', label: msg`Фото` },
    ],
    [i18n],
  );
  return (
    <div data-testid="check-visits">
      <ResourceTable
        columns={columns}
        rows={rows}
        sort={undefined}
        onSort={noSort}
        actions={openCheck}
      />
    </div>
  );
}
