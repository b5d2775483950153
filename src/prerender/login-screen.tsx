import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '#src/app-providers';
import { activateDefaultLocale } from '#src/lib/i18n';
import { createAppRouter } from '#src/router';

export async function renderLoginScreen(): Promise<string> {
  activateDefaultLocale();
  const queryClient = new QueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: ['/login'] }));
  await router.load();
  return renderToString(
    <AppProviders>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppProviders>,
  );
}
