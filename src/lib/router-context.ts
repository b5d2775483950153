import type { QueryClient } from '@tanstack/react-query';

/** What every route's `beforeLoad` and `loader` receive. */
export interface RouterContext {
  queryClient: QueryClient;
  /**
   * The project scope (the side menu's selection; empty: all of the user's projects). Set by the
   * /_authenticated route for every signed-in screen; absent on the others.
   */
  projectIds?: readonly number[];
}
