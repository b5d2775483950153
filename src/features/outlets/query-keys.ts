import { resourceKeys } from '#src/api/resource-keys';

/**
 * The effective matrix of a project outlet, under the matrices' keys: a change to a matrix,
 * which invalidates them, is read again here.
 */
export const outletMatrixKeys = {
  of: (projectOutletId: number) =>
    [...resourceKeys({ name: 'matrices' }).all, 'effective', projectOutletId] as const,
};
