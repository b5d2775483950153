import { msg } from '@lingui/core/macro';
import { linkOptions } from '@tanstack/react-router';
import type { DetailScreenConfig, ListScreenConfig } from '#src/components/crud/resource-screens';
import { CreateButtonLink } from '#src/components/ui/button-link';
import type { Planogram } from '#src/contracts/catalog/planograms';
import { planogramsResource } from '#src/resources/planograms';
import { PlanogramFile } from './planogram-file';
import { PlanogramOutletsTab, planogramOutletsQuery } from './planogram-outlets-tab';

const outletsTab = msg`Торговые точки`;

const planogramLink = (id: number) =>
  linkOptions({ to: '/planograms/$planogramId', params: { planogramId: String(id) } });

/** /planograms: creation and each planogram have pages of their own. */
export const planogramsList: ListScreenConfig = {
  resource: planogramsResource,
  createLink: <CreateButtonLink to="/planograms/create" />,
  rowLink: (row) => planogramLink(row.id),
};

/**
 * A planogram with its file under its fields and its nested 'outlets' tab
 * (/planograms/$planogramId/outlets).
 */
export const planogramDetail: DetailScreenConfig = {
  resource: planogramsResource,
  link: planogramLink,
  below: (row) => <PlanogramFile row={row as Planogram} />,
  tabs: [
    {
      value: 'outlets',
      label: outletsTab,
      link: (id) =>
        linkOptions({
          to: '/planograms/$planogramId/outlets',
          params: { planogramId: String(id) },
        }),
      start: (id, context) => void context.queryClient.prefetchQuery(planogramOutletsQuery(id)),
      content: (id) => <PlanogramOutletsTab id={id} />,
    },
  ],
};
