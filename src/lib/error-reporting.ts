import type { RuntimeConfig } from '#src/contracts/runtime-config';
import type { AppRouter } from '#src/router';

type Capture = (error: unknown) => void;

/** Crashes before reporting starts (it starts after the first paint) wait here, a few at most. */
const MAX_WAITING = 10;
let waiting: unknown[] | null = [];
let capture: Capture | null = null;

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
  if (!config.sentryDsn) {
    waiting = null;
    return;
  }
  const sentry = await import('./sentry-init');
  sentry.initSentry(config.sentryDsn, router);
  capture = sentry.captureException;
  for (const error of waiting ?? []) capture(error);
  waiting = null;
  const { replayIntegration } = await import('./sentry-replay');
  sentry.addIntegration(replayIntegration());
}

/**
 * Reports an error the portal caught itself (a screen's crash in the router's error boundary):
 * Sentry sees only what nobody caught otherwise. Without a DSN, nothing happens.
 */
export function reportError(error: unknown): void {
  if (capture) capture(error);
  else if (waiting && waiting.length < MAX_WAITING) waiting.push(error);
}
