// Catalogs are imported as `.po` and compiled on the fly by @lingui/vite-plugin.
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
