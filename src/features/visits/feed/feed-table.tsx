import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Badge, Center, Loader, Text } from '@mantine/core';
import { type UIEvent, useMemo } from 'react';
import { type ListExportColumn, yesNoLabels } from '#src/components/crud/export-columns';
import type { ResourceColumn } from '#src/components/crud/resource-definition';
import { ResourceTable } from '#src/components/crud/resource-table';
import { useTableRows } from '#src/components/crud/use-table-rows';
import { AnchorLink } from '#src/components/ui/anchor-link';
import { OpenButtonLink } from '#src/components/ui/button-link';
import type { FeedItem } from '#src/contracts/feeds';
import { formatDate, formatSpan } from '#src/lib/dates';
import { personName } from '#src/lib/person-name';
import { formatDuration } from '#src/lib/visit-format';
import { visitStatusColors, visitStatusLabels } from '#src/lib/visit-labels';

/** A feed row as the table reads it: one key per column. */
interface FeedRow {
  id: number;
  number: string;
  visit_date: string;
  outlet: string;
  address: string;
  executor: string;
  /** Formatted only for the rows in view: a page of 10,000 is mapped on every append. */
  time: FeedItem;
  duration: number | null;
  status: FeedItem['status'];
  photo_count: number;
  is_restored: boolean;
}

const toRow = (item: FeedItem): FeedRow => ({
  id: item.id,
  number: item.number,
  visit_date: item.visit_date,
  outlet: item.outlet.name,
  address: item.outlet.address,
  executor: personName(item.user),
  time: item,
  duration: item.duration,
  status: item.status,
  photo_count: item.photo_count,
  is_restored: item.is_restored,
});

// One line per cell: the virtualised table positions rows by a fixed height.
const truncated = (text: string, width: number) => (
  <Text size="sm" truncate="end" maw={width} title={text}>
    {text}
  </Text>
);
const oneLine = (text: string, title?: string) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap' }} title={title}>
    {text}
  </Text>
);

function useColumns(showRestored: boolean): ResourceColumn<FeedRow>[] {
  const { i18n } = useLingui();
  return useMemo(() => {
    const columns: ResourceColumn<FeedRow>[] = [
      { key: 'number', label: msg`№`, width: 90 },
      { key: 'visit_date', label: msg`Дата`, render: (row) => oneLine(formatDate(row.visit_date)) },
      {
        key: 'outlet',
        label: msg`Торговая точка`,
        render: (row) => (
          <AnchorLink
            to="/visit_feed/$visitId"
            params={{ visitId: String(row.id) }}
            size="sm"
            truncate="end"
            maw={220}
            display="block"
            title={row.outlet}
          >
            {row.outlet}
          </AnchorLink>
        ),
      },
      { key: 'address', label: msg`Адрес`, render: (row) => truncated(row.address, 240) },
      { key: 'executor', label: msg`Исполнитель`, render: (row) => truncated(row.executor, 180) },
      {
        key: 'time',
        label: msg`Время`,
        // The planned time on hover: the actual one is what the feed is read for.
        render: ({ time: item }) => {
          const planned = formatSpan(item.planned_start, item.planned_end);
          return oneLine(
            formatSpan(item.started_at, item.finished_at),
            i18n._(msg`План: ${planned}`),
          );
        },
      },
      {
        key: 'duration',
        label: msg`Длительность`,
        render: (row) => oneLine(formatDuration(row.duration)),
      },
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
      { key: 'photo_count', label: msg`Фото` },
    ];
    if (showRestored) {
      columns.push({
        key: 'is_restored',
        label: msg`Восстановлен`,
        render: (row) => (row.is_restored ? i18n._(msg`Да`) : '—'),
      });
    }
    return columns;
  }, [i18n, showRestored]);
}

/**
 * The table's columns as the feed's export writes them, by the feed row's keys: the time as its
 * start and end, the duration in seconds. The address is the outlet's, not a key of the row, so
 * the file goes without it.
 */
export function feedExportColumns(showRestored: boolean): ListExportColumn[] {
  const columns: ListExportColumn[] = [
    { key: 'number', header: msg`№` },
    { key: 'visit_date', header: msg`Дата` },
    { key: 'outlet', header: msg`Торговая точка` },
    { key: 'user', header: msg`Исполнитель` },
    { key: 'started_at', header: msg`Начало визита` },
    { key: 'finished_at', header: msg`Окончание визита` },
    { key: 'duration', header: msg`Длительность, с` },
    { key: 'status', header: msg`Статус`, labels: visitStatusLabels },
    { key: 'photo_count', header: msg`Фото` },
  ];
  if (showRestored) {
    columns.push({ key: 'is_restored', header: msg`Восстановлен`, labels: yesNoLabels });
  }
  return columns;
}

interface FeedTableProps {
  items: FeedItem[];
  showRestored: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

// Rows left below the view when the next page is asked for: it arrives before the end shows.
const PREFETCH_PX = 41 * 30;
const noSort = () => undefined;
const openVisit = (row: FeedRow) => (
  <OpenButtonLink to="/visit_feed/$visitId" params={{ visitId: String(row.id) }} />
);

/**
 * The feed in the catalog's virtualised table (only the rows in view are rendered, so 10,000
 * loaded visits scroll smoothly); the next page is fetched as the end comes near.
 */
export function FeedTable({
  items,
  showRestored,
  hasMore,
  loadingMore,
  onLoadMore,
}: FeedTableProps) {
  const rows = useTableRows(items, toRow);
  const columns = useColumns(showRestored);
  // Scroll events do not bubble, but they can be caught on the way down to the table's scroller.
  const onScrollCapture = (event: UIEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!hasMore) return;
    if (target.scrollHeight - target.scrollTop - target.clientHeight < PREFETCH_PX) onLoadMore();
  };
  return (
    <div onScrollCapture={onScrollCapture} data-testid="visit-feed">
      <ResourceTable
        columns={columns}
        rows={rows}
        sort={undefined}
        onSort={noSort}
        actions={openVisit}
      />
      {loadingMore && (
        <Center py="xs">
          <Loader size="sm" />
        </Center>
      )}
    </div>
  );
}
