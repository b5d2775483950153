import { createFileRoute } from '@tanstack/react-router';
import { exportQueryOptions } from '#src/components/crud/export-queries';
import { screenTitles } from '#src/components/layout/screen-titles';
import { ExportDetailPage } from '#src/features/exports/export-detail-page';
import { exportIdOf } from '#src/features/exports/export-id';

/** The author's export, or any to an administrator (the service answers 404 otherwise). */
export const Route = createFileRoute('/_authenticated/reports/$exportId')({
  staticData: { title: screenTitles.exportDetail },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(exportQueryOptions(exportIdOf(params.exportId)));
  },
  component: function ExportDetailRoute() {
    const { exportId } = Route.useParams();
    return <ExportDetailPage exportId={exportIdOf(exportId)} />;
  },
});
