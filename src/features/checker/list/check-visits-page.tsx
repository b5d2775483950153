import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useProjectScope } from '#src/access/project-scope';
import { ListExportButton } from '#src/components/crud/list-export-button';
import { ScopeContext } from '#src/components/crud/scope-context';
import { FilterPanel } from '#src/components/list/filter-panel';
import { ListBody } from '#src/components/list/list-body';
import { ListPagination } from '#src/components/list/list-pagination';
import { useListQuery } from '#src/components/list/use-list-query';
import { useListSearch } from '#src/components/list/use-list-search';
import { checkVisitsQueryOptions } from '../api/list-check-visits';
import { checkerTitle } from '../check-labels';
import { CheckVisitFilters } from './check-visit-filters';
import {
  activeFilterCount,
  type CheckVisitsSearch,
  checkVisitsRequestOf,
  checkVisitsSearch,
} from './check-visits-search';
import { CheckVisitsTable, checkVisitsExportColumns } from './check-visits-table';

interface CheckVisitsPageProps {
  search: CheckVisitsSearch;
  navigate: (search: CheckVisitsSearch) => void;
}

/** /visit-check — completed visits of the selected projects to check, newest first. */
export function CheckVisitsPage({ search, navigate }: CheckVisitsPageProps) {
  const projectIds = useProjectScope();
  const list = useListSearch(checkVisitsSearch, search, navigate);
  const request = checkVisitsRequestOf(search, projectIds);
  const load = useListQuery(checkVisitsQueryOptions(request));
  const { limit: _limit, offset: _offset, ...params } = request;
  return (
    <ScopeContext.Provider value={projectIds}>
      <Stack>
        <Title order={2}>
          <Trans>Проверка визитов</Trans>
        </Title>
        <FilterPanel
          activeCount={activeFilterCount(list.filters)}
          onReset={list.reset}
          actions={
            <ListExportButton
              kind="check_visits"
              title={checkerTitle}
              params={params}
              columns={checkVisitsExportColumns}
            />
          }
        >
          <CheckVisitFilters filters={list.filters} onChange={list.setFilters} />
        </FilterPanel>
        {load.empty ? (
          <Text c="dimmed" py="lg" ta="center" data-list-state="empty">
            <Trans>Не найдено визитов с заданным фильтром</Trans>
          </Text>
        ) : (
          <ListBody load={load} onRetry={load.retry} skeletonHeight={36}>
            {(items) => <CheckVisitsTable items={items} />}
          </ListBody>
        )}
        {load.status === 'success' && load.total > 0 && (
          <ListPagination
            total={load.total}
            page={list.page}
            limit={list.limit}
            pageSizes={checkVisitsSearch.pageSizes}
            onPage={list.setPage}
            onLimit={list.setLimit}
          />
        )}
      </Stack>
    </ScopeContext.Provider>
  );
}
