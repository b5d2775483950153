import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppRouter } from '#src/router';

const initSentry = vi.fn();
const addIntegration = vi.fn();
const captureException = vi.fn();
vi.mock('./sentry-init', () => ({ initSentry, addIntegration, captureException }));
vi.mock('./sentry-replay', () => ({ replayIntegration: () => ({ name: 'Replay' }) }));

const router = {} as AppRouter;
const DSN = 'https://key@sentry.example/1';

// A fresh module per test: what waits for Sentry is module state.
let reporting: typeof import('./error-reporting');
beforeEach(async () => {
  vi.resetModules();
  reporting = await import('./error-reporting');
});
afterEach(() => vi.clearAllMocks());

describe('startErrorReporting', () => {
  it('does nothing, and loads nothing, without a DSN', async () => {
    await reporting.startErrorReporting({ sentryDsn: '' }, router);
    expect(initSentry).not.toHaveBeenCalled();
    expect(addIntegration).not.toHaveBeenCalled();
  });

  it('starts Sentry with the DSN, then adds session replay', async () => {
    await reporting.startErrorReporting({ sentryDsn: DSN }, router);
    expect(initSentry).toHaveBeenCalledWith(DSN, router);
    expect(addIntegration).toHaveBeenCalledWith({ name: 'Replay' });
  });
});

describe('reportError', () => {
  it('sends a crash to Sentry once it runs, also one caught before it started', async () => {
    const early = new Error('early');
    reporting.reportError(early);
    expect(captureException).not.toHaveBeenCalled();
    await reporting.startErrorReporting({ sentryDsn: DSN }, router);
    expect(captureException).toHaveBeenCalledWith(early);

    const later = new Error('later');
    reporting.reportError(later);
    expect(captureException).toHaveBeenLastCalledWith(later);
  });

  it('keeps nothing without a DSN', async () => {
    await reporting.startErrorReporting({ sentryDsn: '' }, router);
    reporting.reportError(new Error('lost'));
    expect(captureException).not.toHaveBeenCalled();
  });
});
