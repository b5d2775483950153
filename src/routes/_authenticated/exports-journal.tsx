import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { requireAdmin } from '#src/access/route-guards';
import { exportKindsQueryOptions } from '#src/components/crud/export-queries';
import { screenTitles } from '#src/components/layout/screen-titles';
import { exportsQueryOptions } from '#src/features/exports/export-queries';
import { exportsJournalSearch, journalFilterOf } from '#src/features/exports/export-search';
import { ExportsJournalPage } from '#src/features/exports/exports-journal-page';

/** Spec section 6: admin only. */
export const Route = createFileRoute('/_authenticated/exports-journal')({
  staticData: { title: screenTitles.exportsJournal },
  validateSearch: exportsJournalSearch.validateSearch,
  beforeLoad: requireAdmin(),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(exportsQueryOptions(journalFilterOf(deps)));
    void context.queryClient.prefetchQuery(exportKindsQueryOptions());
  },
  component: function ExportsJournalRoute() {
    const navigate = Route.useNavigate();
    const onNavigate = useCallback(
      (search: ReturnType<typeof Route.useSearch>) => navigate({ to: '.', search }),
      [navigate],
    );
    return <ExportsJournalPage search={Route.useSearch()} navigate={onNavigate} />;
  },
});
