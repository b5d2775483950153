import { createFileRoute } from '@tanstack/react-router';
import { exportQueryOptions } from '#src/components/crud/export-queries';
import { screenTitles } from '#src/components/layout/screen-titles';
import { ExportDetailPage } from '#src/features/exports/export-detail-page';

const idOf = (text: string) => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
};

/** A photo report's export: the same page as any export's (the service answers 404 to others). */
export const Route = createFileRoute('/_authenticated/photo-report/$exportId')({
  staticData: { title: screenTitles.exportDetail },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(exportQueryOptions(idOf(params.exportId)));
  },
  component: function PhotoReportExportRoute() {
    const { exportId } = Route.useParams();
    return <ExportDetailPage exportId={idOf(exportId)} />;
  },
});
