/**
 * Plain values of the users contract, without schemas (as auth-constants.ts): the user profile's
 * route loader keys its query by the users resource's name, and a value import of
 * contracts/users.ts would bring zod into the startup bundle with it.
 */

/** The users resource's name: the first element of its query keys (api/resource-keys.ts). */
export const USERS_RESOURCE = 'users';
