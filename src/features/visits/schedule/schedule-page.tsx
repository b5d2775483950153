import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useProjectScope } from '#src/access/project-scope';
import { useCan } from '#src/access/use-can';
import { ListExportButton } from '#src/components/crud/list-export-button';
import { ScopeContext } from '#src/components/crud/scope-context';
import { screenTitles } from '#src/components/layout/screen-titles';
import { FilterPanel } from '#src/components/list/filter-panel';
import { ListBody } from '#src/components/list/list-body';
import { ListPagination } from '#src/components/list/list-pagination';
import { useListQuery } from '#src/components/list/use-list-query';
import { useListSearch } from '#src/components/list/use-list-search';
import type { ScheduleVisit } from '#src/contracts/visit-schedule';
import { scheduleQueryOptions } from './api/list-schedule';
import { ScheduleFilterFields } from './schedule-filters';
import { ScheduleGrid, scheduleExportColumns } from './schedule-grid';
import { daysOf } from './schedule-period';
import { type ScheduleSearch, scheduleFilterOf, scheduleSearch } from './schedule-search';
import { ScheduleToolbar } from './schedule-toolbar';
import { type VisitFormDefaults, VisitFormModal } from './visit-form-modal';

interface SchedulePageProps {
  search: ScheduleSearch;
  navigate: (search: ScheduleSearch) => void;
  /** Beside the title: what the route adds (its "Импорт"). */
  actions?: ReactNode;
}

/** /visit-schedule — or, without the right, the message of spec section 6 instead. */
export function SchedulePage({ actions, ...props }: SchedulePageProps) {
  const canRead = useCan('visiting_schedule', 'read');
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>
          <Trans>График визитов</Trans>
        </Title>
        {canRead && actions}
      </Group>
      {canRead ? (
        <ScheduleContent {...props} />
      ) : (
        <Alert color="red" variant="light" role="alert">
          <Trans>У вас нет доступа к графику визитов</Trans>
        </Alert>
      )}
    </Stack>
  );
}

type Editing = { visit: ScheduleVisit } | { defaults: VisitFormDefaults } | null;

function ScheduleContent({ search, navigate }: SchedulePageProps) {
  const { t } = useLingui();
  const projectIds = useProjectScope();
  const canCreate = useCan('visiting_schedule', 'create');
  const canUpdate = useCan('visiting_schedule', 'update');
  const list = useListSearch(scheduleSearch, search, navigate);
  const filter = scheduleFilterOf(search, projectIds);
  const period = { from: filter.date_from, to: filter.date_to };
  const load = useListQuery(scheduleQueryOptions(filter));
  const [editing, setEditing] = useState<Editing>(null);
  const { date_from: _from, date_to: _to, ...filters } = list.filters;
  const { limit: _limit, offset: _offset, ...params } = filter;

  return (
    <ScopeContext.Provider value={projectIds}>
      <ScheduleToolbar
        period={period}
        onPeriod={(next) => list.setFilters({ date_from: next.from, date_to: next.to })}
      />
      <FilterPanel
        activeCount={Object.keys(filters).length}
        onReset={() => list.reset()}
        actions={
          <Group gap="xs" align="flex-start">
            <ListExportButton
              kind="visit_schedule"
              title={screenTitles.visitSchedule}
              params={params}
              columns={scheduleExportColumns}
            />
            {canCreate && (
              <Button size="compact-sm" onClick={() => setEditing({ defaults: {} })}>
                {t`Запланировать визит`}
              </Button>
            )}
          </Group>
        }
      >
        <ScheduleFilterFields filters={list.filters} onChange={list.setFilters} />
      </FilterPanel>
      <ListBody load={load} onRetry={load.retry}>
        {(rows) => (
          <ScheduleGrid
            days={daysOf(period)}
            rows={rows}
            canCreate={canCreate}
            canUpdate={canUpdate}
            onCreate={(defaults) => setEditing({ defaults })}
            onEdit={(visit) => setEditing({ visit })}
          />
        )}
      </ListBody>
      {load.status === 'success' && (
        <ListPagination
          total={load.total}
          page={list.page}
          limit={list.limit}
          pageSizes={scheduleSearch.pageSizes}
          onPage={list.setPage}
          onLimit={list.setLimit}
        />
      )}
      {editing && (
        <VisitFormModal
          visit={'visit' in editing ? editing.visit : undefined}
          defaults={'defaults' in editing ? editing.defaults : undefined}
          projectIds={projectIds}
          onClose={() => setEditing(null)}
        />
      )}
    </ScopeContext.Provider>
  );
}
