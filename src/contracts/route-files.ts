/**
 * The files each route's screen loads beyond the start chunk, as the build writes them into
 * index.html (build/route-preload.ts) for the page to ask for ahead of the router
 * (src/startup/route-preload.ts). `routes` maps a route id to indexes into `files`.
 */
export interface RouteFiles {
  files: string[];
  routes: Record<string, number[]>;
}

/** The id of the `<script type="application/json">` element that holds them. */
export const ROUTE_FILES_ELEMENT_ID = 'sfa-route-files';
