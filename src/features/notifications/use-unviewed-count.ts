import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unviewedCountQueryOptions } from './api/get-unviewed-count';

/**
 * The unread count, polled every 5 s while the tab is visible. Refetch on window focus keeps
 * the query client's default (the runtime configuration's `refetchOnWindowFocus`); becoming
 * visible is a different thing — a paused poll resumes at once, whatever that setting says.
 * `undefined` until the first answer, and when `enabled` is false (nothing is fetched then).
 */
export function useUnviewedCount(enabled = true): number | undefined {
  const { data, refetch } = useQuery({ ...unviewedCountQueryOptions(), enabled });
  useEffect(() => {
    if (!enabled) return;
    const onVisibility = () => {
      // No cancelRefetch: when focus refetching is on it may already have started this one.
      if (document.visibilityState === 'visible') void refetch({ cancelRefetch: false });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [enabled, refetch]);
  return enabled ? data : undefined;
}
