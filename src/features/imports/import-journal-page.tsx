import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '#src/access/use-can';
import { FilterPanel } from '#src/components/list/filter-panel';
import { CatalogFilter } from '#src/components/list/filters/catalog-filter';
import { DateRangeFilter } from '#src/components/list/filters/date-range-filter';
import { MultiSelectFilter } from '#src/components/list/filters/multi-select-filter';
import { ListBody } from '#src/components/list/list-body';
import { ListPagination } from '#src/components/list/list-pagination';
import { useListQuery } from '#src/components/list/use-list-query';
import { useListSearch } from '#src/components/list/use-list-search';
import { IMPORT_STATUSES } from '#src/contracts/imports-addresses';
import { projectsResource } from '#src/resources/projects';
import {
  type ImportJournalSearch,
  importFilterOf,
  importJournalSearch,
} from './import-journal-search';
import { ImportJournalTable } from './import-journal-table';
import { importStatusLabels } from './import-labels';
import { importKindsQueryOptions, importsQueryOptions } from './import-queries';
import { NewImportDialog } from './new-import-dialog';

interface ImportJournalPageProps {
  search: ImportJournalSearch;
  navigate: (search: ImportJournalSearch) => void;
  /** The project selector's choice; none: all of the user's projects. */
  projectIds?: readonly number[];
}

/** /import-journal — imports and dry runs, newest first, progress live while one runs. */
export function ImportJournalPage({ search, navigate, projectIds }: ImportJournalPageProps) {
  const { t, i18n } = useLingui();
  const list = useListSearch(importJournalSearch, search, navigate);
  const load = useListQuery(importsQueryOptions(importFilterOf(search, projectIds)));
  const kinds = useQuery(importKindsQueryOptions());
  const canImport = useCan('imports', 'create');
  const [creating, setCreating] = useState(false);
  const { filters } = list;
  const scope = projectIds ?? [];

  return (
    <Stack>
      <Title order={2}>
        <Trans>Журнал импорта</Trans>
      </Title>
      <FilterPanel
        activeCount={list.activeCount}
        onReset={list.reset}
        actions={
          canImport && (
            <Group gap="xs">
              <Button size="compact-sm" onClick={() => setCreating(true)}>
                <Trans>Новый импорт</Trans>
              </Button>
            </Group>
          )
        }
      >
        <CatalogFilter
          resource={projectsResource}
          label={t`Проект`}
          value={filters.project_ids}
          onChange={(project_ids) => list.setFilters({ project_ids })}
        />
        <MultiSelectFilter
          label={t`Вид`}
          options={(kinds.data ?? []).map((kind) => ({ value: kind.kind, label: kind.label }))}
          loading={kinds.isPending}
          value={filters.kinds}
          onChange={(value) => list.setFilters({ kinds: value })}
        />
        <MultiSelectFilter
          label={t`Статус`}
          options={IMPORT_STATUSES.map((status) => ({
            value: status,
            label: i18n._(importStatusLabels[status]),
          }))}
          value={filters.statuses}
          onChange={(statuses) => list.setFilters({ statuses })}
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
        emptyText={list.activeCount ? undefined : t`Импортов пока нет`}
      >
        {(items) => <ImportJournalTable items={items} kinds={kinds.data} />}
      </ListBody>
      {load.status === 'success' && (
        <ListPagination
          total={load.total}
          page={list.page}
          limit={list.limit}
          pageSizes={importJournalSearch.pageSizes}
          onPage={list.setPage}
          onLimit={list.setLimit}
        />
      )}
      <NewImportDialog
        opened={creating}
        onClose={() => setCreating(false)}
        projectId={scope.length === 1 ? scope[0] : undefined}
      />
    </Stack>
  );
}
