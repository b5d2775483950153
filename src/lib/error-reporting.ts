import type { RuntimeConfig } from '../contracts/runtime-config';
import type { AppRouter } from '../router';

/**
 * Starts Sentry when the deployment configures a DSN, and only then downloads the SDK: main.tsx
 * calls this after the first render, so the login page never waits for it and a deployment
 * without a DSN never fetches it. Session replay follows in a second chunk once Sentry runs.
 * (Not `lazyLoadIntegration`: it pulls a script from Sentry's CDN — unwelcome on self-hosted
 * Sentry, offline tablets and under a strict CSP.)
 */
export async function startErrorReporting(
  config: Pick<RuntimeConfig, 'sentryDsn'>,
  router: AppRouter,
): Promise<void> {
  if (!config.sentryDsn) return;
  const sentry = await import('./sentry-init');
  sentry.initSentry(config.sentryDsn, router);
  const { replayIntegration } = await import('./sentry-replay');
  sentry.addIntegration(replayIntegration());
}
