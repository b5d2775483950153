import { msg } from '@lingui/core/macro';
import { linkOptions } from '@tanstack/react-router';
import type { DetailScreenConfig, ListScreenConfig } from '#src/components/crud/resource-screens';
import { CreateButtonLink } from '#src/components/ui/button-link';
import { projectPositionsResource } from '#src/resources/project-positions';
import { PositionHistoryTab } from './position-history-tab';

const historyTab = msg`История`;

/** /project-positions: creation and each seat have pages of their own. */
export const projectPositionsList: ListScreenConfig = {
  resource: projectPositionsResource,
  createLink: <CreateButtonLink to="/project-positions/create" />,
  rowLink: (row) =>
    linkOptions({
      to: '/project-positions/$projectPositionId',
      params: { projectPositionId: String(row.id) },
    }),
};

export const projectPositionDetail: DetailScreenConfig = {
  resource: projectPositionsResource,
  tabs: (id, i18n) => [
    { value: 'history', label: i18n._(historyTab), content: <PositionHistoryTab id={id} /> },
  ],
};
