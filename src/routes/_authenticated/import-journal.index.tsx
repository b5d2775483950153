import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useProjectScope } from '#src/access/project-scope';
import { requirePermission } from '#src/access/route-guards';
import { screenTitles } from '#src/components/layout/screen-titles';
import { ImportJournalPage } from '#src/features/imports/import-journal-page';
import { importFilterOf, importJournalSearch } from '#src/features/imports/import-journal-search';
import { importKindsQueryOptions, importsQueryOptions } from '#src/features/imports/import-queries';

export const Route = createFileRoute('/_authenticated/import-journal/')({
  staticData: { title: screenTitles.importJournal },
  validateSearch: importJournalSearch.validateSearch,
  beforeLoad: requirePermission('imports'),
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the page shows its own load states (skeletons, failure message).
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(
      importsQueryOptions(importFilterOf(deps, context.projectIds)),
    );
    void context.queryClient.prefetchQuery(importKindsQueryOptions());
  },
  component: function ImportJournalRoute() {
    const navigate = Route.useNavigate();
    const onNavigate = useCallback(
      (search: ReturnType<typeof Route.useSearch>) => navigate({ to: '.', search }),
      [navigate],
    );
    return (
      <ImportJournalPage
        search={Route.useSearch()}
        navigate={onNavigate}
        projectIds={useProjectScope()}
      />
    );
  },
});
