import { type AnyRouter, trimPathRight } from '@tanstack/react-router';

/**
 * Writes the opened address as the router would (a list's default filters, such as today's
 * dates, in its search) before the router's first load. Left to the router, its first render
 * rewrote the address in a layout effect and loaded the screen a second time: the rewrite, the
 * route's guards and loaders again, and another render of the screen, in the tasks a start is
 * judged by. Only the history's entry changes; nothing is listening to it yet.
 */
export function writeStartAddress(router: AnyRouter): void {
  router.updateLatestLocation();
  const opened = router.latestLocation;
  const written = router.buildLocation({
    to: opened.pathname,
    search: true,
    params: true,
    hash: true,
    state: true,
    _includeValidateSearch: true,
  });
  // The router's own comparison, so that its first render finds nothing left to rewrite.
  if (trimPathRight(written.publicHref) === trimPathRight(opened.publicHref)) return;
  router.history.replace(written.publicHref, written.state);
}
