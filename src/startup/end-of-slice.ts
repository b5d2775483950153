import { nextTask } from './next-task';

/**
 * The start chunk is evaluated in slices, each in a task of its own: React, then the theme and
 * the language, then the router and the rest with main.tsx. As one piece its evaluation blocked a
 * tablet's main thread for 220 ms (CPU ×4) on every screen, the sign-in page included; in slices,
 * the browser paints and answers input in between.
 *
 * How: each slice module re-exports what main.tsx takes from it and ends with a top-level await
 * of this function. The bundler lays the chunk out in import order, so everything after a slice
 * waits for the next task. Unbundled (the dev server, the tests) the same awaits only order the
 * modules as imported.
 */
export const endOfSlice = nextTask;
