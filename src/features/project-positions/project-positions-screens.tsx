import { msg } from '@lingui/core/macro';
import { linkOptions } from '@tanstack/react-router';
import type { DetailScreenConfig, ListScreenConfig } from '#src/components/crud/resource-screens';
import { CreateButtonLink } from '#src/components/ui/button-link';
import { projectPositionsResource } from '#src/resources/project-positions';
import { PositionHistoryTab, positionHistoryQuery } from './position-history-tab';

const historyTab = msg`История`;

const projectPositionLink = (id: number) =>
  linkOptions({
    to: '/project-positions/$projectPositionId',
    params: { projectPositionId: String(id) },
  });

/** /project-positions: creation and each seat have pages of their own. */
export const projectPositionsList: ListScreenConfig = {
  resource: projectPositionsResource,
  createLink: <CreateButtonLink to="/project-positions/create" />,
  rowLink: (row) => projectPositionLink(row.id),
};

/** A seat with its nested 'history' tab (/project-positions/$projectPositionId/history). */
export const projectPositionDetail: DetailScreenConfig = {
  resource: projectPositionsResource,
  link: projectPositionLink,
  tabs: [
    {
      value: 'history',
      label: historyTab,
      link: (id) =>
        linkOptions({
          to: '/project-positions/$projectPositionId/history',
          params: { projectPositionId: String(id) },
        }),
      start: (id, context) => void context.queryClient.prefetchQuery(positionHistoryQuery(id)),
      content: (id) => <PositionHistoryTab id={id} />,
    },
  ],
};
