import type { Plugin } from 'vite';

const MANTINE_USE_ID = /\/@mantine\/hooks\/esm\/use-id\/use-id\.mjs$/;

/**
 * Mantine's `useId` as React's alone. Mantine 9 gives every component that needs an id (inputs,
 * checkboxes, menus, dialogs, the shell) a random one in a layout effect after mounting, for
 * pages rendered on a server first: each such component then renders again at once, inside the
 * commit, and pulls every pending effect of the screen into that same task. The portal renders in
 * the browser only, and React's id is unique and stable already (its format is CSS-safe).
 */
export const MANTINE_REACT_IDS_SOURCE = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const id = 'mantine-' + useReactId().replace(/[^a-zA-Z0-9_-]/g, '');
  return typeof staticId === 'string' ? staticId : id;
}
`;

export function mantineReactIds(): Plugin {
  return {
    name: 'sfa:mantine-react-ids',
    enforce: 'pre',
    load(id) {
      return MANTINE_USE_ID.test(id.split('?')[0] ?? '') ? MANTINE_REACT_IDS_SOURCE : null;
    },
  };
}
