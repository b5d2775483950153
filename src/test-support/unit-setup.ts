import { configure } from '@testing-library/dom';

// Screens load their route code lazily; on a busy two-core machine the first render of a lazy
// route can take over a second, testing-library's default wait. Five seconds still fails fast
// on a screen that never comes.
configure({ asyncUtilTimeout: 5_000 });
