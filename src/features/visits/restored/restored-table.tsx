import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';
import { useMemo } from 'react';
import type { ListExportColumn } from '#src/components/crud/export-columns';
import type { ResourceColumn } from '#src/components/crud/resource-definition';
import { ResourceTable } from '#src/components/crud/resource-table';
import { useTableRows } from '#src/components/crud/use-table-rows';
import { AnchorLink } from '#src/components/ui/anchor-link';
import { ButtonLink, OpenButtonLink } from '#src/components/ui/button-link';
import type { FeedItem } from '#src/contracts/feeds';
import { formatDate, formatSpan } from '#src/lib/dates';
import { personName } from '#src/lib/person-name';
import { visitStatusColors, visitStatusLabels } from '#src/lib/visit-labels';

interface RestoredRow {
  id: number;
  number: string;
  visit_date: string;
  outlet: string;
  project: string;
  executor: string;
  planned: string;
  status: FeedItem['status'];
}

const toRow = (item: FeedItem): RestoredRow => ({
  id: item.id,
  number: item.number,
  visit_date: item.visit_date,
  outlet: item.outlet.name,
  project: item.project.name,
  executor: personName(item.user),
  planned: formatSpan(item.planned_start, item.planned_end),
  status: item.status,
});

/** The table's columns as the export writes them, by the feed row's keys: the plan's start and end. */
export const restoredExportColumns: readonly ListExportColumn[] = [
  { key: 'number', header: msg`№` },
  { key: 'visit_date', header: msg`Дата` },
  { key: 'outlet', header: msg`Торговая точка` },
  { key: 'project', header: msg`Проект` },
  { key: 'user', header: msg`Исполнитель` },
  { key: 'planned_start', header: msg`Начало по плану` },
  { key: 'planned_end', header: msg`Окончание по плану` },
  { key: 'status', header: msg`Статус`, labels: visitStatusLabels },
];

const noSort = () => undefined;

/** Restored visits in the shared virtualised table; a copy is offered to those who may create. */
export function RestoredTable({ items, canCopy }: { items: FeedItem[]; canCopy: boolean }) {
  const { i18n } = useLingui();
  const rows = useTableRows(items, toRow);
  const columns = useMemo<ResourceColumn<RestoredRow>[]>(
    () => [
      { key: 'number', label: msg`№`, width: 90 },
      { key: 'visit_date', label: msg`Дата`, render: (row) => formatDate(row.visit_date) },
      {
        key: 'outlet',
        label: msg`Торговая точка`,
        render: (row) => (
          <AnchorLink to="/visit_feed/$visitId" params={{ visitId: String(row.id) }} size="sm">
            {row.outlet}
          </AnchorLink>
        ),
      },
      { key: 'project', label: msg`Проект` },
      { key: 'executor', label: msg`Исполнитель` },
      { key: 'planned', label: msg`План` },
      {
        key: 'status',
        priority: 'key',
        label: msg`Статус`,
        render: (row) => (
          <Badge variant="light" color={visitStatusColors[row.status]}>
            {i18n._(visitStatusLabels[row.status])}
          </Badge>
        ),
      },
    ],
    [i18n],
  );
  return (
    <ResourceTable
      columns={columns}
      rows={rows}
      sort={undefined}
      onSort={noSort}
      actions={(row) => (
        <Group gap={4} wrap="nowrap">
          <OpenButtonLink to="/visit_feed/$visitId" params={{ visitId: String(row.id) }} />
          {canCopy && (
            <ButtonLink
              size="compact-xs"
              variant="subtle"
              to="/restored-visit/copy/$visitId"
              params={{ visitId: String(row.id) }}
            >
              <Trans>Копировать</Trans>
            </ButtonLink>
          )}
        </Group>
      )}
    />
  );
}
