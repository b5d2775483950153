import type { RuntimeConfig } from '../contracts/runtime-config';
import type { AppRouter } from '../router';
import { APP_VERSION } from './version';

/**
 * Starts Sentry when the deployment configures a DSN, and only then downloads the SDK: it is a
 * dynamic import run after the first render, so the login page never waits for it and a
 * deployment without a DSN never fetches it. Replay is part of that same deferred chunk rather
 * than `lazyLoadIntegration`, which would pull a script from Sentry's CDN — unwelcome on
 * self-hosted Sentry and under a strict CSP.
 */
export async function startErrorReporting(
  config: Pick<RuntimeConfig, 'sentryDsn'>,
  router: AppRouter,
): Promise<void> {
  if (!config.sentryDsn) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn: config.sentryDsn,
    release: `sfa-portal@${APP_VERSION}`,
    environment: import.meta.env.MODE,
    integrations: [
      Sentry.tanstackRouterBrowserTracingIntegration(router),
      Sentry.replayIntegration(),
    ],
    // Spec section 9: full trace sampling, 10 % of sessions replayed.
    tracesSampleRate: 1.0,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1.0,
  });
}
