import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useProjectScope } from '#src/access/project-scope';
import { useCan } from '#src/access/use-can';
import { ListExportButton } from '#src/components/crud/list-export-button';
import { screenTitles } from '#src/components/layout/screen-titles';
import { FilterPanel } from '#src/components/list/filter-panel';
import { DateRangeFilter } from '#src/components/list/filters/date-range-filter';
import { PeopleFilter } from '#src/components/list/filters/people-filter';
import { ListBody } from '#src/components/list/list-body';
import { ListPagination } from '#src/components/list/list-pagination';
import { useListQuery } from '#src/components/list/use-list-query';
import { useListSearch } from '#src/components/list/use-list-search';
import { restoredVisitsQueryOptions } from './restored-api';
import {
  defaultRestoredRange,
  type RestoredSearch,
  restoredRequestOf,
  restoredSearch,
} from './restored-search';
import { RestoredTable, restoredExportColumns } from './restored-table';

interface RestoredListPageProps {
  search: RestoredSearch;
  navigate: (search: RestoredSearch) => void;
}

/** /restored-visit — visits restored from others, of the selected projects, every status. */
export function RestoredListPage({ search, navigate }: RestoredListPageProps) {
  const { t, i18n } = useLingui();
  const projectIds = useProjectScope();
  const list = useListSearch(restoredSearch, search, navigate);
  const { filters } = list;
  const request = restoredRequestOf(search, projectIds);
  const load = useListQuery(restoredVisitsQueryOptions(request));
  const { limit: _limit, offset: _offset, ...params } = request;
  const canCopy = useCan('feeds', 'create');
  const fallback = defaultRestoredRange();

  return (
    <Stack>
      <Title order={2}>{i18n._(screenTitles.restoredVisits)}</Title>
      <FilterPanel
        activeCount={list.activeCount}
        onReset={list.reset}
        actions={
          <ListExportButton
            kind="restored_visits"
            title={screenTitles.restoredVisits}
            params={params}
            columns={restoredExportColumns}
          />
        }
      >
        <DateRangeFilter
          label={t`Период`}
          from={filters.date_from ?? fallback.start}
          to={filters.date_to ?? fallback.end}
          onChange={(date_from, date_to) => list.setFilters({ date_from, date_to })}
        />
        <PeopleFilter
          people="executors"
          label={t`Исполнители`}
          value={filters.user_ids}
          onChange={(user_ids) => list.setFilters({ user_ids })}
        />
        <NumberFilter value={filters.number} onChange={(number) => list.setFilters({ number })} />
      </FilterPanel>
      {load.empty ? (
        <Text c="dimmed" py="lg" ta="center" data-list-state="empty">
          <Trans>Не найдено визитов с заданным фильтром</Trans>
        </Text>
      ) : (
        <ListBody load={load} onRetry={load.retry}>
          {(items) => <RestoredTable items={items} canCopy={canCopy} />}
        </ListBody>
      )}
      {load.status === 'success' && !load.empty && (
        <ListPagination
          total={load.total}
          page={list.page}
          limit={list.limit}
          pageSizes={restoredSearch.pageSizes}
          onPage={list.setPage}
          onLimit={list.setLimit}
        />
      )}
    </Stack>
  );
}

/** Visit numbers separated by `|`, applied on Enter or when the field is left. */
function NumberFilter(props: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(props.value ?? '');
  useEffect(() => setDraft(props.value ?? ''), [props.value]);
  const apply = () => props.onChange(draft.trim() || undefined);
  return (
    <TextInput
      label={t`Номер визита`}
      description={<Trans>Несколько номеров через |</Trans>}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
    />
  );
}
