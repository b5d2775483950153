import type { ImportListRequest } from '#src/contracts/imports';

/** Query keys of the import journal; a started or cancelled import invalidates `all`. */
export const importKeys = {
  all: ['imports'] as const,
  list: (filter: ImportListRequest) => [...importKeys.all, 'list', filter] as const,
  detail: (id: number) => [...importKeys.all, 'detail', id] as const,
  kinds: ['import-kinds', 'list'] as const,
};
