import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#src/lib/query-client';
import { setRuntimeConfig } from '#src/lib/runtime-config';
import { testConfig } from '#src/test-support/render-app';
import { useUnviewedCount } from './use-unviewed-count';

let unviewed = 2;
let calls: unknown[] = [];

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeAll(() => setRuntimeConfig(testConfig));
beforeEach(() => {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
  unviewed = 2;
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (_input, init) => {
      calls.push(JSON.parse(String(init?.body)));
      return Response.json({ items: [], total: 9, limit: 0, offset: 0, unviewed_count: unviewed });
    }),
  );
  setVisibility('visible');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderCount(enabled = true) {
  // The test configuration has refetchOnWindowFocus off, as an environment may set it.
  const client = createQueryClient(testConfig);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useUnviewedCount(enabled), { wrapper });
}

describe('useUnviewedCount', () => {
  it('asks for the counts only and polls every 5 s', async () => {
    const { result } = renderCount();
    await vi.waitFor(() => expect(result.current).toBe(2));
    expect(calls).toEqual([{ limit: 0 }]);
    unviewed = 3;
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(result.current).toBe(3));
    expect(calls).toHaveLength(2);
  });

  it('pauses while the tab is hidden and asks at once when it is shown again', async () => {
    const { result } = renderCount();
    await vi.waitFor(() => expect(result.current).toBe(2));
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toHaveLength(1);
    unviewed = 5;
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(10);
    await waitFor(() => expect(result.current).toBe(5));
    expect(calls).toHaveLength(2);
  });

  it('fetches nothing when not enabled (no permission)', async () => {
    const { result } = renderCount(false);
    await vi.advanceTimersByTimeAsync(12_000);
    expect(result.current).toBeUndefined();
    expect(calls).toHaveLength(0);
  });
});
