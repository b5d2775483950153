// The second slice of the start chunk (see end-of-slice.ts): the theme and the language.
import { endOfSlice } from './end-of-slice';

export { AppProviders } from '#src/app-providers';
export { activateDefaultLocale } from '#src/lib/i18n';

await endOfSlice();
