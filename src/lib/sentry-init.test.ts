import { describe, expect, it, vi } from 'vitest';
import type { AppRouter } from '#src/router';
import { initSentry } from './sentry-init';

const init = vi.fn();
vi.mock('@sentry/react', () => ({
  init: (options: unknown) => init(options),
  addIntegration: vi.fn(),
  tanstackRouterBrowserTracingIntegration: () => ({ name: 'BrowserTracing' }),
}));

describe('initSentry', () => {
  it('samples every trace and a tenth of sessions (spec section 9)', () => {
    initSentry('https://key@sentry.example/1', {} as AppRouter);
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://key@sentry.example/1',
        release: 'sfa-portal@1.13.0',
        tracesSampleRate: 1.0,
        replaysSessionSampleRate: 0.1,
        integrations: [{ name: 'BrowserTracing' }],
      }),
    );
  });
});
