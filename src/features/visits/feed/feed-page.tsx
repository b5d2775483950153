import { Trans } from '@lingui/react/macro';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useProjectScope } from '#src/access/project-scope';
import { useRight } from '#src/access/use-can';
import { ListExportButton } from '#src/components/crud/list-export-button';
import { ScopeContext } from '#src/components/crud/scope-context';
import { screenTitles } from '#src/components/layout/screen-titles';
import { FilterPanel } from '#src/components/list/filter-panel';
import { ListBody } from '#src/components/list/list-body';
import { listLoadState } from '#src/components/list/list-load-state';
import { useListSearch } from '#src/components/list/use-list-search';
import { AnchorLink } from '#src/components/ui/anchor-link';
import { BULK_PAGE_SIZE } from '#src/contracts/limits';
import { feedQueryOptions } from '../api/list-feeds';
import { FeedFilterFields } from './feed-filter-fields';
import { activeFilterCount, type FeedSearch, feedFilterOf, feedSearch } from './feed-search';
import { FeedTable, feedExportColumns } from './feed-table';

interface FeedPageProps {
  search: FeedSearch;
  navigate: (search: FeedSearch) => void;
}

/** /visit-feed — the visits of the selected projects, filtered in the address, loaded as scrolled. */
export function FeedPage({ search, navigate }: FeedPageProps) {
  const projectIds = useProjectScope();
  const rights = {
    managers: useRight('manager_visibility'),
    restored: useRight('restored_sign'),
  };
  const list = useListSearch(feedSearch, search, navigate);
  const filter = feedFilterOf(search, projectIds, rights);
  const query = useInfiniteQuery(feedQueryOptions(filter));
  const pages = query.data?.pages;
  // Pages appended while scrolling read as one list.
  const all = useMemo(
    () =>
      pages && {
        items: pages.flatMap((page) => page.items),
        total: pages[0]?.total ?? 0,
        limit: BULK_PAGE_SIZE,
        offset: 0,
      },
    [pages],
  );
  // `fetchStatus` is read only when the state needs it (see listLoadState): a background
  // refetch that brings the same visits does not render the feed again.
  const load = listLoadState({
    status: query.status,
    error: query.error,
    data: all,
    isPlaceholderData: false,
    get fetchStatus() {
      return query.fetchStatus;
    },
  });

  return (
    <ScopeContext.Provider value={projectIds}>
      <Stack>
        <Group justify="space-between" align="baseline">
          <Title order={2}>
            <Trans>Лента визитов</Trans>
          </Title>
          {/* The restored visits' screen has no menu entry (spec section 2): it opens from here. */}
          {rights.restored && (
            <AnchorLink to="/restored-visit" size="sm">
              <Trans>Восстановленные визиты</Trans>
            </AnchorLink>
          )}
        </Group>
        <FilterPanel
          activeCount={activeFilterCount(list.filters)}
          onReset={list.reset}
          actions={
            // Spec section 5: the feed is exported for a project and a period, not for all.
            <ListExportButton
              kind="visit_feed"
              title={screenTitles.feed}
              params={filter}
              columns={feedExportColumns(rights.restored)}
              requires={{ project: true, dateRange: true }}
            />
          }
        >
          <FeedFilterFields filters={list.filters} onChange={list.setFilters} rights={rights} />
        </FilterPanel>
        {load.status === 'success' && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed" data-testid="feed-count">
              <Trans>
                Загружено {load.items.length} из {load.total}
              </Trans>
            </Text>
          </Group>
        )}
        {load.empty ? (
          <Text c="dimmed" py="lg" ta="center" data-list-state="empty">
            <Trans>Не найдено визитов с заданным фильтром</Trans>
          </Text>
        ) : (
          <ListBody load={load} onRetry={() => void query.refetch()} skeletonHeight={36}>
            {(items) => (
              <FeedTable
                items={items}
                showRestored={rights.restored}
                hasMore={query.hasNextPage}
                loadingMore={query.isFetchingNextPage}
                onLoadMore={() => {
                  if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
                }}
              />
            )}
          </ListBody>
        )}
      </Stack>
    </ScopeContext.Provider>
  );
}
