/**
 * Query keys of the caller's access. One entry per normalised project selection; a change of
 * rights invalidates `all`.
 */
export const permissionKeys = {
  all: ['permissions'] as const,
  projects: (projectIds: readonly number[]) => [...permissionKeys.all, projectIds] as const,
};
