import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The start chunk is evaluated in these slices, in this order, each in a task of its own: see
// src/startup/end-of-slice.ts.
import '#src/startup/react-slice';
import '#src/startup/ui-slice';
import '#src/startup/router-slice';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserHistory, RouterProvider } from '@tanstack/react-router';
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { getSessionUser } from '#src/api/session';
import { BootFailure } from '#src/components/layout/boot-failure';
import { ServiceWorkerUpdater } from '#src/components/ui/service-worker-updater';
import type { RuntimeConfig } from '#src/contracts/runtime-config';
import { keepSession } from '#src/features/auth/session-keeper';
import { bootOffline } from '#src/features/offline/offline-boot';
import { startErrorReporting } from '#src/lib/error-reporting';
import { createQueryClient } from '#src/lib/query-client';
import { loadRuntimeConfig } from '#src/lib/runtime-config';
import { nextTask } from '#src/startup/next-task';
import { captureTypedInput, holdsPrerenderedScreen } from '#src/startup/prerender-takeover';
import { createRoot, type Root } from '#src/startup/react-slice';
import { preloadRouteFiles } from '#src/startup/route-preload';
import { createAppRouter } from '#src/startup/router-slice';
import { writeStartAddress } from '#src/startup/start-address';
import { AppProviders, activateDefaultLocale } from '#src/startup/ui-slice';

// Order matters: the language first (even the failure screen is translated), then the runtime
// configuration (base URLs, API key, DSN), then the clients that depend on it.
activateDefaultLocale();
const container = document.getElementById('root')!;
const root = createRoot(container);
void boot(root);

async function boot(root: Root): Promise<void> {
  let config: RuntimeConfig;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    console.error('Runtime configuration unavailable', error);
    root.render(
      <AppProviders>
        <BootFailure onRetry={() => void boot(root)} />
      </AppProviders>,
    );
    return;
  }

  const queryClient = createQueryClient(config);
  // Signed in: the persisted cache comes back before the router's guards ask for data, so an
  // offline start finds the permissions, projects and visits it needs; the outbox starts too.
  const offline = bootOffline(queryClient);
  // The router is built in a task of its own while IndexedDB reads the cache: processing its
  // route tree is among the start's longest work on a tablet (docs/performance.md, "Where the
  // time still goes"), and in the same task as the restored cache and the outbox made one long
  // task of both. Its history comes a task before: on a new page load it writes the
  // entry's first state (history.replaceState, a call to the browser) and adds its listeners.
  await nextTask();
  const history = createBrowserHistory();
  await nextTask();
  const router = createAppRouter(queryClient, history);
  // Signed in, the screen's files are asked for a few a task while the cache comes back, instead
  // of in one burst when the router reaches the route (src/startup/route-preload.ts).
  if (getSessionUser()) {
    const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
    preloadRouteFiles(routes.map((route) => route.id));
  }
  await offline;
  // Token refresh and the session changes of other tabs, for the life of the page.
  keepSession(queryClient, router);
  const app = (
    <StrictMode>
      <AppProviders>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <ServiceWorkerUpdater />
        </QueryClientProvider>
      </AppProviders>
    </StrictMode>
  );
  // The route and its chunks are loaded before the first render (loaders only start queries, so
  // this waits for code, not for data): the first render then holds the whole screen and is a
  // transition, which React renders in slices of a few milliseconds and commits in one go. Left
  // to the router, the screen came in its store's update: a render React cannot slice, one long
  // task on a tablet-class CPU for the shell and a list
  // (docs/decisions/039-the-first-screen-in-one-sliced-render.md).
  writeStartAddress(router);
  await router.load();
  if (holdsPrerenderedScreen(container)) {
    // login.html: its screen stays until the app's own replaces it in that one commit, so that
    // no blank frame comes between the two.
    const carryTypedInput = captureTypedInput(container);
    startTransition(() => root.render(<AfterCommit run={carryTypedInput}>{app}</AfterCommit>));
  } else {
    startTransition(() => root.render(app));
  }

  // Error reporting is not worth delaying the first screen for.
  afterFirstPaint(() => {
    // Offline or blocked: the portal works on without error reporting.
    startErrorReporting(config, router).catch((error: unknown) =>
      console.warn('Error reporting unavailable', error),
    );
  });
}

/** Runs `run` once, when the first commit has put its children on the page. */
function AfterCommit({ run, children }: { run: () => void; children: ReactNode }) {
  useLayoutEffect(run, [run]);
  return children;
}

function afterFirstPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}
