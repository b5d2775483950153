import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { exportKindsQueryOptions } from '#src/components/crud/export-queries';
import { screenTitles } from '#src/components/layout/screen-titles';
import { exportsQueryOptions } from '#src/features/exports/export-queries';
import { reportsFilterOf, reportsSearch } from '#src/features/exports/export-search';
import { ReportsPage } from '#src/features/exports/reports-page';

/** Every portal user's: what they may export is checked per list, by the export service. */
export const Route = createFileRoute('/_authenticated/reports/reports')({
  staticData: { title: screenTitles.reports },
  validateSearch: reportsSearch.validateSearch,
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the page shows its own load states.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(exportsQueryOptions(reportsFilterOf(deps)));
    void context.queryClient.prefetchQuery(exportKindsQueryOptions());
  },
  component: function ReportsRoute() {
    const navigate = Route.useNavigate();
    const onNavigate = useCallback(
      (search: ReturnType<typeof Route.useSearch>) => navigate({ to: '.', search }),
      [navigate],
    );
    return <ReportsPage search={Route.useSearch()} navigate={onNavigate} />;
  },
});
