/** Whose list a people filter offers. */
export type PeopleRole = 'executors' | 'managers';

/**
 * Query keys of user-project memberships: the caller's own projects (the project scope) and the
 * people of the selected projects (the feed's filters). One root, so a change of memberships
 * invalidates both.
 */
export const userProjectKeys = {
  all: ['user-projects'] as const,
  /** The caller's projects; sign-out clears the cache, so the key needs no user id. */
  mine: () => userProjectKeys.all,
  peopleFilter: (role: PeopleRole, body: object) =>
    [...userProjectKeys.all, `${role}-filter`, body] as const,
};
