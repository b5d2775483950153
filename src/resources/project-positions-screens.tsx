import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '../components/ui/button-link';
import { PositionHistoryTab } from '../features/project-positions/position-history-tab';
import { projectPositionsResource } from './project-positions';
import type { DetailScreenConfig, ListScreenConfig } from './resource-screens';

const historyTab = msg`История`;

/** /project-positions: creation and each seat have pages of their own. */
export const projectPositionsList: ListScreenConfig = {
  resource: projectPositionsResource,
  createLink: (
    <ButtonLink size="compact-sm" to="/project-positions/create">
      <Trans>Создать</Trans>
    </ButtonLink>
  ),
  rowLink: (row) => (
    <ButtonLink
      size="compact-xs"
      variant="subtle"
      to="/project-positions/$projectPositionId"
      params={{ projectPositionId: String(row.id) }}
    >
      <Trans>Открыть</Trans>
    </ButtonLink>
  ),
};

export const projectPositionDetail: DetailScreenConfig = {
  resource: projectPositionsResource,
  tabs: (id, i18n) => [
    { value: 'history', label: i18n._(historyTab), content: <PositionHistoryTab id={id} /> },
  ],
};
