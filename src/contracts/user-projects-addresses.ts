import type * as z from 'zod/mini';
import { defineCallAddress } from './calls';
import type { userProjectListSchema, userProjectsRequestSchema } from './user-projects';

/**
 * The caller's projects, without their schemas: the project scope reads them before every
 * signed-in screen, in the start chunk, and a value import of contracts/user-projects.ts would
 * bring the schema library into it (the sign-in page's budget). The contract module adds the
 * schemas (`withSchemas`), which the server registers.
 */
export const userProjectAddresses = {
  getUserProjects: defineCallAddress<
    z.input<typeof userProjectsRequestSchema>,
    z.output<typeof userProjectListSchema>
  >()({
    service: 'main',
    route: 'POST /v2/user_project/get_user_projects/',
    permission: 'portal',
    summary: "The caller's projects, for the project selector",
  }),
};
