import { nextTask } from './next-task';

/**
 * The start chunk is evaluated in slices, each in a task of its own: React, then the theme and
 * the language, then the router and the rest with main.tsx. As one piece its evaluation was one
 * long task on a tablet's main thread on every screen, the sign-in page included, counted in each
 * page's blocking time (docs/performance.md, the Lighthouse rows); in slices, the browser paints
 * and answers input in between (docs/decisions/037-the-start-chunk-in-slices.md).
 *
 * How: each slice module re-exports what main.tsx takes from it and ends with a top-level await
 * of this function. The bundler lays the chunk out in import order, so everything after a slice
 * waits for the next task. Unbundled (the dev server, the tests) the same awaits only order the
 * modules as imported.
 */
export const endOfSlice = nextTask;
