import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppRouter } from '../router';
import { startErrorReporting } from './error-reporting';

const initSentry = vi.fn();
const addIntegration = vi.fn();
vi.mock('./sentry-init', () => ({ initSentry, addIntegration }));
vi.mock('./sentry-replay', () => ({ replayIntegration: () => ({ name: 'Replay' }) }));

const router = {} as AppRouter;

afterEach(() => vi.clearAllMocks());

describe('startErrorReporting', () => {
  it('does nothing, and loads nothing, without a DSN', async () => {
    await startErrorReporting({ sentryDsn: '' }, router);
    expect(initSentry).not.toHaveBeenCalled();
    expect(addIntegration).not.toHaveBeenCalled();
  });

  it('starts Sentry with the DSN, then adds session replay', async () => {
    await startErrorReporting({ sentryDsn: 'https://key@sentry.example/1' }, router);
    expect(initSentry).toHaveBeenCalledWith('https://key@sentry.example/1', router);
    expect(addIntegration).toHaveBeenCalledWith({ name: 'Replay' });
  });
});
