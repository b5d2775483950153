import { linkOptions } from '@tanstack/react-router';
import { CreateButtonLink } from '#src/components/ui/button-link';
import { projectsResource } from './projects';
import type { DetailScreenConfig, ListScreenConfig } from './resource-screens';

/** /projects: creation and each project have pages of their own. */
export const projectsList: ListScreenConfig = {
  resource: projectsResource,
  createLink: <CreateButtonLink to="/projects/create" />,
  rowLink: (row) =>
    linkOptions({ to: '/projects/$projectId', params: { projectId: String(row.id) } }),
};

/** /projects/$projectId: a project carries tags. */
export const projectDetail: DetailScreenConfig = { resource: projectsResource, tags: 'project' };
