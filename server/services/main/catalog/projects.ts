import { eq, inArray } from 'drizzle-orm';
import { callerOf } from '#server/access/require-user';
import { defineCrud } from '#server/crud/definition';
import { relatedName } from '#server/crud/related-name';
import { clients, merchandising_types, projects, user_projects } from '#server/db/schema/index';
import { projectEndpoints } from '#src/contracts/catalog/projects';

/** A project is its own scope: the caller sees the projects they belong to. */
export const projectsResource = defineCrud(projectEndpoints, {
  table: projects,
  scope: projects.id,
  scopeToMembership: true,
  computed: {
    client_name: relatedName(clients, projects.client_id),
    merchandising_type_name: relatedName(merchandising_types, projects.merchandising_type_id),
  },
  filters: {
    kinds: (kinds) => inArray(projects.kind, kinds),
    client_ids: (ids) => inArray(projects.client_id, ids),
    merchandising_type_ids: (ids) => inArray(projects.merchandising_type_id, ids),
    is_active: (value) => eq(projects.is_active, value),
  },
  search: [projects.name, projects.code, projects.external_code],
  // Without it the creator could not open the project just made: lists are of one's projects.
  afterCreate: async (db, id, request) => {
    await db.insert(user_projects).values({ user_id: callerOf(request).id, project_id: id });
  },
});
