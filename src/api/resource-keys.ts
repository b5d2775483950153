import { USERS_RESOURCE } from '#src/contracts/users-constants';

/**
 * Query keys of a catalog resource, all under its name, so a change to one resource invalidates
 * `all` and leaves the others' lists cached. Takes only the name so that screens outside the
 * catalog (the user profile) can share a resource's entries without loading its definition.
 */
export function resourceKeys(resource: { readonly name: string }) {
  const all = [resource.name] as const;
  return {
    all,
    list: (params: Record<string, unknown>) => [...all, 'list', params] as const,
    detail: (id: number) => [...all, 'detail', id] as const,
    /**
     * A row's child list (a matrix's products) under the parent's name: a change of the parent
     * or of its children (which invalidates the parent, whose counts it changes) reads it again.
     */
    children: (parentId: number, child: string, params: Record<string, unknown>) =>
      [...all, 'children', parentId, child, params] as const,
  };
}

/** The users resource's keys, which the profile screens read and save the same rows under. */
export const userKeys = resourceKeys({ name: USERS_RESOURCE });
