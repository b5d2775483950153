import { msg } from '@lingui/core/macro';
import { linkOptions } from '@tanstack/react-router';
import type { DetailScreenConfig, ListScreenConfig } from '#src/components/crud/resource-screens';
import { CreateButtonLink } from '#src/components/ui/button-link';
import { outletsResource } from '#src/resources/outlets';
import { projectOutletsResource } from '#src/resources/project-outlets';
import { OutletMatrixTab, outletMatrixQuery } from './outlet-matrix-tab';
import { OutletTaskStatus } from './outlet-task-status';
import {
  ReferenceOutletOutletsTab,
  referenceOutletOutletsQuery,
} from './reference-outlet-outlets-tab';

const outletsTab = msg`Торговые точки`;
const matrixTab = msg`Матрица`;

const projectOutletLink = (row: { id: number }) =>
  linkOptions({ to: '/catalog/outlets/$outletId', params: { outletId: String(row.id) } });

/** /catalog/outlets and /catalog/reference-outlets: each row has a page of its own. */
export const projectOutletsList: ListScreenConfig = {
  resource: projectOutletsResource,
  rowLink: projectOutletLink,
};

/** A project outlet with its nested 'matrix' tab (/catalog/outlets/$outletId/matrix). */
export const projectOutletDetail: DetailScreenConfig = {
  resource: projectOutletsResource,
  tags: 'project_outlet',
  link: (id) => projectOutletLink({ id }),
  tabs: [
    {
      value: 'matrix',
      label: matrixTab,
      link: (id) =>
        linkOptions({ to: '/catalog/outlets/$outletId/matrix', params: { outletId: String(id) } }),
      start: (id, context) => void context.queryClient.prefetchQuery(outletMatrixQuery(id)),
      content: (id) => <OutletMatrixTab id={id} />,
    },
  ],
  below: (row) => <OutletTaskStatus outletId={row.id} />,
};

const referenceOutletLink = (id: number) =>
  linkOptions({ to: '/catalog/reference-outlets/$outletId', params: { outletId: String(id) } });

export const referenceOutletsList: ListScreenConfig = {
  resource: outletsResource,
  createLink: <CreateButtonLink to="/catalog/reference-outlets/create" />,
  rowLink: (row) => referenceOutletLink(row.id),
};

/**
 * A reference outlet with its nested 'outlets' tab (/catalog/reference-outlets/$outletId/outlets):
 * the projects' outlets placed on it.
 */
export const referenceOutletDetail: DetailScreenConfig = {
  resource: outletsResource,
  tags: 'outlet',
  link: referenceOutletLink,
  tabs: [
    {
      value: 'outlets',
      label: outletsTab,
      link: (id) =>
        linkOptions({
          to: '/catalog/reference-outlets/$outletId/outlets',
          params: { outletId: String(id) },
        }),
      start: (id, context) =>
        void context.queryClient.prefetchQuery(
          referenceOutletOutletsQuery(id, context.projectIds ?? [], projectOutletsResource.sort),
        ),
      content: (id) => <ReferenceOutletOutletsTab id={id} rowLink={projectOutletLink} />,
    },
  ],
};
