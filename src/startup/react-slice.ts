// The first slice of the start chunk (see end-of-slice.ts): React's DOM renderer.
import { endOfSlice } from './end-of-slice';

export { createRoot, type Root } from 'react-dom/client';

await endOfSlice();
