import {
  addIntegration,
  captureException,
  init,
  tanstackRouterBrowserTracingIntegration,
} from '@sentry/react';
import type { AppRouter } from '#src/router';
import { APP_VERSION } from './version';

// Named imports (not `import('@sentry/react')` as a namespace) so the bundler can leave out
// what is not used; this module is itself loaded on demand by error-reporting.ts.
export function initSentry(dsn: string, router: AppRouter): void {
  init({
    dsn,
    release: `sfa-portal@${APP_VERSION}`,
    environment: import.meta.env.MODE,
    integrations: [tanstackRouterBrowserTracingIntegration(router)],
    // Spec section 9: full trace sampling, 10 % of sessions replayed (every session with an
    // error). The replay integration itself is added later, see error-reporting.ts.
    tracesSampleRate: 1.0,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1.0,
  });
}

export { addIntegration, captureException };
