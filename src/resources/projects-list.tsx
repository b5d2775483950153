import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '../components/ui/button-link';
import { projectsResource } from './projects';
import type { ListScreenConfig } from './resource-screens';

/** /projects: creation and each project have pages of their own. */
export const projectsList: ListScreenConfig = {
  resource: projectsResource,
  createLink: (
    <ButtonLink size="compact-sm" to="/projects/create">
      <Trans>Создать</Trans>
    </ButtonLink>
  ),
  rowLink: (row) => (
    <ButtonLink
      size="compact-xs"
      variant="subtle"
      to="/projects/$projectId"
      params={{ projectId: String(row.id) }}
    >
      <Trans>Открыть</Trans>
    </ButtonLink>
  ),
};
