import { listCallParts, pagedExportKind } from '#server/exports/paged-kind';
import { userProjectCalls } from '#src/contracts/user-projects';
import { listUserProjectLinks } from './list-user-project-links';

/** The users' project links' "Выгрузить", in the projects where the author may read the team. */
export const userProjectLinksExportKind = pagedExportKind({
  kind: 'user_project_links',
  ...listCallParts(userProjectCalls.listLinks),
  read: ({ db, access, filter }, page) =>
    listUserProjectLinks(db, access.permittedProjectIds, { ...filter, ...page }),
});
