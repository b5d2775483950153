import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '#src/access/route-guards';
import { screenTitles } from '#src/components/layout/screen-titles';
import { ImportDetailPage } from '#src/features/imports/import-detail-page';
import { importKindsQueryOptions, importQueryOptions } from '#src/features/imports/import-queries';

const idOf = (text: string) => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
};

/** The project in the address is the spec's (section 2); the import's own id finds it. */
export const Route = createFileRoute('/_authenticated/import-journal/$importId/$projectId')({
  staticData: { title: screenTitles.importProcess },
  beforeLoad: requirePermission('imports'),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(importQueryOptions(idOf(params.importId)));
    void context.queryClient.prefetchQuery(importKindsQueryOptions());
  },
  component: function ImportDetailRoute() {
    const { importId } = Route.useParams();
    return <ImportDetailPage importId={idOf(importId)} />;
  },
});
