import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FilterPanel } from '#src/components/list/filter-panel';
import { BooleanFilter } from '#src/components/list/filters/boolean-filter';
import { DateRangeFilter } from '#src/components/list/filters/date-range-filter';
import { MultiSelectFilter } from '#src/components/list/filters/multi-select-filter';
import { ListBody } from '#src/components/list/list-body';
import { ListPagination } from '#src/components/list/list-pagination';
import { useListQuery } from '#src/components/list/use-list-query';
import { useListSearch } from '#src/components/list/use-list-search';
import { PROCESS_STATUSES } from '#src/contracts/enums';
import { supportRequestTypesQueryOptions } from './api/list-support-request-types';
import { supportRequestsQueryOptions } from './api/list-support-requests';
import { processStatusLabels } from './process-status-labels';
import {
  type SupportRequestsSearch,
  supportRequestFilterOf,
  supportRequestsSearch,
} from './support-requests-search';
import { SupportRequestsTable } from './support-requests-table';

interface SupportRequestsPageProps {
  search: SupportRequestsSearch;
  navigate: (search: SupportRequestsSearch) => void;
  /** The project selector's choice; none: all of the user's projects. */
  projectIds?: readonly number[];
}

/** /support-requests — tickets (all for administrators, one's own otherwise), filtered. */
export function SupportRequestsPage({ search, navigate, projectIds }: SupportRequestsPageProps) {
  const { t, i18n } = useLingui();
  const list = useListSearch(supportRequestsSearch, search, navigate);
  const load = useListQuery(
    supportRequestsQueryOptions(supportRequestFilterOf(search, projectIds)),
  );
  const types = useQuery(supportRequestTypesQueryOptions());
  const { filters } = list;

  return (
    <Stack>
      <Title order={2}>
        <Trans>Обращения в поддержку</Trans>
      </Title>
      <FilterPanel activeCount={list.activeCount} onReset={list.reset}>
        <MultiSelectFilter
          label={t`Тип обращения`}
          options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
          loading={types.isPending}
          value={filters.support_request_type_ids}
          onChange={(support_request_type_ids) => list.setFilters({ support_request_type_ids })}
        />
        <MultiSelectFilter
          label={t`Статус`}
          options={PROCESS_STATUSES.map((status) => ({
            value: status,
            label: i18n._(processStatusLabels[status]),
          }))}
          value={filters.statuses}
          onChange={(statuses) => list.setFilters({ statuses })}
        />
        <DateRangeFilter
          label={t`Дата создания`}
          from={filters.date_from}
          to={filters.date_to}
          onChange={(date_from, date_to) => list.setFilters({ date_from, date_to })}
        />
        <BooleanFilter
          label={t`Техническое`}
          value={filters.is_technical}
          onChange={(is_technical) => list.setFilters({ is_technical })}
        />
      </FilterPanel>
      <ListBody load={load} onRetry={load.retry}>
        {(items) => <SupportRequestsTable items={items} />}
      </ListBody>
      {load.status === 'success' && (
        <ListPagination
          total={load.total}
          page={list.page}
          limit={list.limit}
          pageSizes={supportRequestsSearch.pageSizes}
          onPage={list.setPage}
          onLimit={list.setLimit}
        />
      )}
    </Stack>
  );
}
