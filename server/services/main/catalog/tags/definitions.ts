import { eq } from 'drizzle-orm';
import { defineCrud } from '#server/crud/definition';
import { relatedName } from '#server/crud/related-name';
import { projects, taggables, tags } from '#server/db/schema/index';
import { tagEndpoints, taggableEndpoints } from '#src/contracts/catalog/tags';

/**
 * Tags and their links, read and written by the generic catalog code (server/crud). Their
 * routes are registered by hand (routes.ts): which area they need depends on the kind of entity
 * a request names, which a definition's one area cannot say.
 */
export const tagsResource = defineCrud(tagEndpoints, {
  table: tags,
  computed: { project_name: relatedName(projects, tags.project_id) },
  filters: { entity_type: (value) => eq(tags.entity_type, value) },
  search: [tags.name],
  scope: tags.project_id,
  // A tag without a project is shared by every project (reference outlets have none).
  sharedRows: true,
});

export const taggablesResource = defineCrud(taggableEndpoints, {
  table: taggables,
  joins: [{ table: tags, on: eq(tags.id, taggables.tag_id) }],
  computed: { name: tags.name, color: tags.color, project_id: tags.project_id },
  filters: {},
  search: [],
  // A shared tag fits any project's entity; the route judges the tag against the entity.
  referencesCheckedByRoute: ['tag_id'],
});
