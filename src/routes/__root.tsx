import { createRootRouteWithContext } from '@tanstack/react-router';
import { RootLayout } from '#src/components/layout/root-layout';
import { useDocumentTitle } from '#src/features/shell/use-document-title';
import type { RouterContext } from '#src/lib/router-context';

// No notFoundComponent here: a `notFound()` thrown by a screen's route is shown by that route,
// inside the shell (the router's defaultNotFoundComponent). Unknown paths go to routes/$.tsx.
export const Route = createRootRouteWithContext<RouterContext>()({
  component: function Root() {
    useDocumentTitle();
    return <RootLayout />;
  },
});
