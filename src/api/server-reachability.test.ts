import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '#src/lib/runtime-config';
import { testConfig } from '#src/test-support/render-app';
import {
  getUnreachableSince,
  noteNoReply,
  noteServerReply,
  resetReachabilityForTests,
  subscribeReachability,
} from './server-reachability';

const STORAGE_KEY = 'sfa.server-unreachable-since';

describe('server reachability', () => {
  let probe: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    setRuntimeConfig(testConfig);
    probe = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    resetReachabilityForTests(probe as unknown as typeof fetch);
  });

  afterEach(() => {
    vi.useRealTimers();
    setRuntimeConfig(undefined);
  });

  it('says since when no call got a reply, and tells its listeners once', () => {
    const listener = vi.fn();
    subscribeReachability(listener);
    noteNoReply(1_000);
    noteNoReply(2_000);
    expect(getUnreachableSince()).toBe(1_000);
    expect(listener).toHaveBeenCalledTimes(1);
    noteServerReply();
    expect(getUnreachableSince()).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('is no-network, not no-server, while the browser says offline', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    noteNoReply(1_000);
    expect(getUnreachableSince()).toBeUndefined();
    onLine.mockRestore();
  });

  it('tries the server until it answers, with any status', async () => {
    noteNoReply(1_000);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(String(probe.mock.calls[0][0])).toContain('/svc/auth');
    expect(getUnreachableSince()).toBe(1_000);
    probe.mockResolvedValue(new Response(null, { status: 404 }));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(getUnreachableSince()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('keeps the moment an outage began across a reload, and only once the server fails again', () => {
    sessionStorage.setItem(STORAGE_KEY, '500');
    resetReachabilityForTests(probe as unknown as typeof fetch);
    // A new page assumes the server answers until a call says otherwise.
    expect(getUnreachableSince()).toBeUndefined();
    noteNoReply(9_000);
    expect(getUnreachableSince()).toBe(500);
    noteServerReply();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('forgets an earlier outage once the server answered this page', () => {
    sessionStorage.setItem(STORAGE_KEY, '500');
    resetReachabilityForTests(probe as unknown as typeof fetch);
    noteServerReply();
    noteNoReply(9_000);
    expect(getUnreachableSince()).toBe(9_000);
  });
});
