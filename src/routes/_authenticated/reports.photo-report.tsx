import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { currentProjectScope } from '#src/access/project-scope';
import { requirePermission } from '#src/access/route-guards';
import { screenTitles } from '#src/components/layout/screen-titles';
import { PhotoReportPage } from '#src/features/exports/photo-report/photo-report-page';
import { photoReportQueryOptions } from '#src/features/exports/photo-report/photo-report-queries';
import {
  photoReportRequestOf,
  photoReportSearch,
} from '#src/features/exports/photo-report/photo-report-search';

export const Route = createFileRoute('/_authenticated/reports/photo-report')({
  validateSearch: photoReportSearch.validateSearch,
  beforeLoad: requirePermission('photo_reports'),
  staticData: { title: screenTitles.photoReport },
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the page shows its own load states.
  loader: ({ context, deps }) => {
    const request = photoReportRequestOf(deps, currentProjectScope());
    if (!request) return;
    const { params, limit, offset } = request;
    void context.queryClient.prefetchQuery(photoReportQueryOptions({ ...params, limit, offset }));
  },
  component: function PhotoReportRoute() {
    const navigate = Route.useNavigate();
    const onNavigate = useCallback(
      (search: ReturnType<typeof Route.useSearch>) => navigate({ to: '.', search }),
      [navigate],
    );
    return <PhotoReportPage search={Route.useSearch()} navigate={onNavigate} />;
  },
});
