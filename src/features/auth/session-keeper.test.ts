import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, setSession } from '#src/api/session';
import { visitKeys } from '#src/api/visits/query-keys';
import type { AppRouter } from '#src/router';
import { sessionOf } from '#src/test-support/render-app';
import { keepSession } from './session-keeper';

let queryClient: QueryClient;
let router: {
  navigate: ReturnType<typeof vi.fn>;
  invalidate: ReturnType<typeof vi.fn>;
  state: { location: { pathname: string } };
};
let stop: () => void;

beforeEach(() => {
  setSession(sessionOf(['analyst'], 1));
  queryClient = new QueryClient();
  queryClient.setQueryData(visitKeys.detail(1), { id: 1 });
  router = { navigate: vi.fn(), invalidate: vi.fn(), state: { location: { pathname: '/sfa' } } };
  stop = keepSession(queryClient, router as unknown as AppRouter);
});

afterEach(() => {
  stop();
  clearSession();
});

const cached = () => queryClient.getQueryCache().getAll().length;

describe('keepSession', () => {
  it('wipes everything and opens /login when the refresh is refused', async () => {
    sessionStorage.setItem('sfa.filters', '{}');
    clearSession('expired');
    await vi.waitFor(() =>
      expect(router.navigate).toHaveBeenCalledWith({ to: '/login', replace: true }),
    );
    expect(cached()).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('leaves the navigation to a route guard already on its way to /login', async () => {
    router.state.location.pathname = '/login';
    clearSession('expired');
    await vi.waitFor(() => expect(cached()).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it('does the same when another tab signs out', async () => {
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    await vi.waitFor(() =>
      expect(router.navigate).toHaveBeenCalledWith({ to: '/login', replace: true }),
    );
    expect(cached()).toBe(0);
  });

  it("leaves this tab's own sign-out to the sign-out module", () => {
    clearSession();
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it("ignores another tab's token rotation, but not another person's sign-in", () => {
    setSession({ ...sessionOf(['analyst'], 1), accessToken: 'rotated' }, 'other-tab');
    expect(router.invalidate).not.toHaveBeenCalled();
    expect(cached()).toBe(1);
    setSession(sessionOf(['leader'], 2), 'other-tab');
    expect(router.invalidate).toHaveBeenCalledOnce();
    expect(cached()).toBe(0);
  });

  it('clears a page restored from the back/forward cache after a sign-out elsewhere', async () => {
    // The frozen page missed the storage event: memory still holds the session.
    localStorage.removeItem('sfa.session');
    expect(getSession()).not.toBeNull();
    // happy-dom's PageTransitionEvent ignores `persisted` in its init; the browser's does not.
    const restored = Object.assign(new Event('pageshow'), { persisted: true });
    window.dispatchEvent(restored);
    await vi.waitFor(() =>
      expect(router.navigate).toHaveBeenCalledWith({ to: '/login', replace: true }),
    );
    expect(getSession()).toBeNull();
  });
});
