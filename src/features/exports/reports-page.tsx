import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { exportKindsQueryOptions } from '#src/components/crud/export-queries';
import { ListBody } from '#src/components/list/list-body';
import { ListPagination } from '#src/components/list/list-pagination';
import { useListQuery } from '#src/components/list/use-list-query';
import { useListSearch } from '#src/components/list/use-list-search';
import { exportsQueryOptions } from './export-queries';
import { type ReportsSearch, reportsFilterOf, reportsSearch } from './export-search';
import { ExportTable } from './export-table';
import { ReportForm } from './report-form';

interface ReportsPageProps {
  search: ReportsSearch;
  navigate: (search: ReportsSearch) => void;
}

/**
 * /reports/reports — the reports the user may run (kinds of group `report`) with their form, and
 * the user's exports, newest first, each followed live while it is written.
 */
export function ReportsPage({ search, navigate }: ReportsPageProps) {
  const { t } = useLingui();
  const list = useListSearch(reportsSearch, search, navigate);
  const load = useListQuery(exportsQueryOptions(reportsFilterOf(search)));
  const kinds = useQuery(exportKindsQueryOptions());
  const reportKinds = (kinds.data ?? []).filter((kind) => kind.group === 'report');

  return (
    <Stack>
      <Title order={2}>
        <Trans>Отчёты</Trans>
      </Title>
      {reportKinds.length > 0 && <ReportForm kinds={reportKinds} />}
      <Title order={4}>
        <Trans>Мои выгрузки</Trans>
      </Title>
      <ListBody
        load={load}
        onRetry={load.retry}
        emptyText={t`Выгрузок пока нет: нажмите «Выгрузить» на любом списке`}
      >
        {(items) => <ExportTable items={items} />}
      </ListBody>
      {load.status === 'success' && (
        <ListPagination
          total={load.total}
          page={list.page}
          limit={list.limit}
          pageSizes={reportsSearch.pageSizes}
          onPage={list.setPage}
          onLimit={list.setLimit}
        />
      )}
    </Stack>
  );
}
