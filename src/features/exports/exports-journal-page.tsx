import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { exportKindsQueryOptions } from '#src/components/crud/export-queries';
import { FilterPanel } from '#src/components/list/filter-panel';
import { CatalogFilter } from '#src/components/list/filters/catalog-filter';
import { DateRangeFilter } from '#src/components/list/filters/date-range-filter';
import { MultiSelectFilter } from '#src/components/list/filters/multi-select-filter';
import { ListBody } from '#src/components/list/list-body';
import { ListPagination } from '#src/components/list/list-pagination';
import { useListQuery } from '#src/components/list/use-list-query';
import { useListSearch } from '#src/components/list/use-list-search';
import { EXPORT_STATUSES } from '#src/contracts/enums';
import { usersResource } from '#src/resources/users';
import { exportStatusLabels } from './export-labels';
import { exportsQueryOptions } from './export-queries';
import { type ExportsJournalSearch, exportsJournalSearch, journalFilterOf } from './export-search';
import { ExportTable } from './export-table';

interface ExportsJournalPageProps {
  search: ExportsJournalSearch;
  navigate: (search: ExportsJournalSearch) => void;
}

/** /exports-journal — every user's exports (an administrator's screen), newest first. */
export function ExportsJournalPage({ search, navigate }: ExportsJournalPageProps) {
  const { t, i18n } = useLingui();
  const list = useListSearch(exportsJournalSearch, search, navigate);
  const load = useListQuery(exportsQueryOptions(journalFilterOf(search)));
  const kinds = useQuery(exportKindsQueryOptions());
  const { filters } = list;

  return (
    <Stack>
      <Title order={2}>
        <Trans>Журнал выгрузок</Trans>
      </Title>
      <FilterPanel activeCount={list.activeCount} onReset={list.reset}>
        <MultiSelectFilter
          label={t`Вид`}
          options={(kinds.data ?? []).map((kind) => ({ value: kind.kind, label: kind.label }))}
          loading={kinds.isPending}
          value={filters.kinds}
          onChange={(value) => list.setFilters({ kinds: value })}
        />
        <MultiSelectFilter
          label={t`Статус`}
          options={EXPORT_STATUSES.map((status) => ({
            value: status,
            label: i18n._(exportStatusLabels[status]),
          }))}
          value={filters.statuses}
          onChange={(statuses) => list.setFilters({ statuses })}
        />
        <CatalogFilter
          resource={usersResource}
          label={t`Автор`}
          value={filters.user_ids}
          onChange={(user_ids) => list.setFilters({ user_ids })}
        />
        <DateRangeFilter
          label={t`Дата`}
          from={filters.date_from}
          to={filters.date_to}
          onChange={(date_from, date_to) => list.setFilters({ date_from, date_to })}
        />
      </FilterPanel>
      <ListBody
        load={load}
        onRetry={load.retry}
        emptyText={list.activeCount ? undefined : t`Выгрузок пока нет`}
      >
        {(items) => <ExportTable items={items} withAuthor />}
      </ListBody>
      {load.status === 'success' && (
        <ListPagination
          total={load.total}
          page={list.page}
          limit={list.limit}
          pageSizes={exportsJournalSearch.pageSizes}
          onPage={list.setPage}
          onLimit={list.setLimit}
        />
      )}
    </Stack>
  );
}
