import { createFileRoute } from '@tanstack/react-router';
import { exportQueryOptions } from '#src/components/crud/export-queries';
import { screenTitles } from '#src/components/layout/screen-titles';
import { ExportDetailPage } from '#src/features/exports/export-detail-page';
import { exportIdOf } from '#src/features/exports/export-id';

/** A photo report's export: the same page as any export's (the service answers 404 to others). */
export const Route = createFileRoute('/_authenticated/photo-report/$exportId')({
  staticData: { title: screenTitles.exportDetail },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(exportQueryOptions(exportIdOf(params.exportId)));
  },
  component: function PhotoReportExportRoute() {
    const { exportId } = Route.useParams();
    return <ExportDetailPage exportId={exportIdOf(exportId)} />;
  },
});
