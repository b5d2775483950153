import { linkOptions } from '@tanstack/react-router';
import type { DetailScreenConfig, ListScreenConfig } from '#src/components/crud/resource-screens';
import { CreateButtonLink } from '#src/components/ui/button-link';
import { projectsResource } from '#src/resources/projects';

/** /projects: creation and each project have pages of their own. */
export const projectsList: ListScreenConfig = {
  resource: projectsResource,
  createLink: <CreateButtonLink to="/projects/create" />,
  rowLink: (row) =>
    linkOptions({ to: '/projects/$projectId', params: { projectId: String(row.id) } }),
};

/** /projects/$projectId: a project carries tags. */
export const projectDetail: DetailScreenConfig = { resource: projectsResource, tags: 'project' };
