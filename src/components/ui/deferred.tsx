import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true from a render of its own that follows it. That render is a
 * transition: React builds it in slices of a few milliseconds and commits it in a task of its
 * own, so a large subtree no longer blocks the main thread in the same long task as everything
 * mounted with it (a tablet's CPU spent a second on the shell, the menu and a list's rows at
 * once). Nested, each level takes one more task. Once true, it stays true.
 */
export function useDeferredMount(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    startTransition(() => setMounted(true));
  }, []);
  return mounted;
}

/** `children` from the render after the first (see useDeferredMount); `fallback` until then. */
export function Deferred({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useDeferredMount() ? children : fallback;
}
