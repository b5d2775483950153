import type * as z from 'zod/mini';
import { defineCallAddress } from './calls';
import type { userSchema } from './users';

/**
 * A user's page's call, without their schemas: route loaders in the start chunk make them, and a value
 * import of contracts/users.ts would bring the schema library into it (the sign-in page's
 * budget). The contract module adds the schemas (`withSchemas`), which the server registers.
 */
export const userAddresses = {
  getUser: defineCallAddress<undefined, z.output<typeof userSchema>>()({
    service: 'auth',
    route: 'GET /api/v1/users/{id}/',
    permission: { area: ['users', 'team'], level: 'read', right: 'profile_edit', selfParam: 'id' },
    summary: 'One user: own profile; profile editors those sharing a project (admins any)',
  }),
};
