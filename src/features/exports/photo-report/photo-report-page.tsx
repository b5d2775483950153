import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useProjectScope } from '#src/access/project-scope';
import { ScopeContext } from '#src/components/crud/scope-context';
import { FilterPanel } from '#src/components/list/filter-panel';
import { ListBody } from '#src/components/list/list-body';
import { listLoadState } from '#src/components/list/list-load-state';
import { ListPagination } from '#src/components/list/list-pagination';
import { useListSearch } from '#src/components/list/use-list-search';
import { PhotoGallery } from './photo-gallery';
import { PhotoReportActions } from './photo-report-actions';
import { PhotoReportFilters } from './photo-report-filters';
import { photoReportQueryOptions } from './photo-report-queries';
import {
  type PhotoReportSearch,
  photoReportRequestOf,
  photoReportSearch,
} from './photo-report-search';

interface PhotoReportPageProps {
  search: PhotoReportSearch;
  navigate: (search: PhotoReportSearch) => void;
}

/**
 * /reports/photo-report — the photos of the chosen projects' visits of a period, by day and
 * outlet, a page at a time, with the report's two exports (the photos as a ZIP, the list in
 * Excel). Nothing is asked until a project and a period are chosen.
 */
export function PhotoReportPage({ search, navigate }: PhotoReportPageProps) {
  const { t } = useLingui();
  const scope = useProjectScope();
  const list = useListSearch(photoReportSearch, search, navigate);
  const request = photoReportRequestOf(search, scope);
  const body = request && { ...request.params, limit: request.limit, offset: request.offset };
  const query = useQuery({
    ...photoReportQueryOptions(body ?? { limit: 1, offset: 0 }),
    enabled: body !== null,
  });
  const load = listLoadState(query);
  const projectIds = request?.params.project_ids ?? [];
  const scoped = typeof projectIds === 'number' ? [projectIds] : projectIds;

  return (
    <ScopeContext.Provider value={scoped.length ? scoped : scope}>
      <Stack>
        <Title order={2}>
          <Trans>Фотоотчёт</Trans>
        </Title>
        <FilterPanel
          activeCount={list.activeCount}
          onReset={list.reset}
          cols={{ base: 1, xs: 2, lg: 3 }}
        >
          <PhotoReportFilters
            filters={list.filters}
            onChange={list.setFilters}
            projectIds={scoped}
          />
        </FilterPanel>
        <PhotoReportActions params={request?.params ?? null} />
        {request === null ? (
          <Text c="dimmed" py="lg" ta="center" data-list-state="needs-filter">
            {t`Выберите проект и период: фотоотчёт строится за период по визитам проекта`}
          </Text>
        ) : (
          <>
            <ListBody
              load={load}
              onRetry={() => void query.refetch()}
              skeletonRows={3}
              skeletonHeight={140}
              emptyText={t`За этот период фото не найдено`}
            >
              {(items) => <PhotoGallery items={items} />}
            </ListBody>
            {load.status === 'success' && !load.empty && (
              <ListPagination
                total={load.total}
                page={list.page}
                limit={list.limit}
                pageSizes={photoReportSearch.pageSizes}
                onPage={list.setPage}
                onLimit={list.setLimit}
              />
            )}
          </>
        )}
      </Stack>
    </ScopeContext.Provider>
  );
}
