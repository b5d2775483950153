/**
 * Pages the build writes with their screen already rendered in them (build/prerender-login.ts),
 * by the path they answer: the server and the service worker send that file for a navigation to
 * the path instead of index.html.
 */
export const PRERENDERED_PAGES = { '/login': 'login.html' } as const;
