// The third slice of the start chunk (see end-of-slice.ts): the router and its route tree.
import { endOfSlice } from './end-of-slice';

export { createAppRouter } from '#src/router';

await endOfSlice();
