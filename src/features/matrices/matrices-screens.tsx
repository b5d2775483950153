import { msg } from '@lingui/core/macro';
import { linkOptions } from '@tanstack/react-router';
import type { DetailScreenConfig, ListScreenConfig } from '#src/components/crud/resource-screens';
import { CreateButtonLink } from '#src/components/ui/button-link';
import { matricesResource } from '#src/resources/matrices';
import { MatrixProducts, matrixSkusQuery } from './matrix-products';
import { MatrixRulesTab, matrixRulesQuery } from './matrix-rules-tab';

const rulesTab = msg`Правила назначения`;

const matrixLink = (id: number) =>
  linkOptions({ to: '/matrixes/$matrixId', params: { matrixId: String(id) } });

/** /matrixes: a matrix's creation and each matrix have pages of their own. */
export const matricesList: ListScreenConfig = {
  resource: matricesResource,
  createLink: <CreateButtonLink to="/matrixes/create" />,
  rowLink: (row) => matrixLink(row.id),
};

/**
 * A matrix: its fields and products on the main tab, its assignment rules on the nested
 * 'rules' tab (/matrixes/$matrixId/rules).
 */
export const matrixDetail: DetailScreenConfig = {
  resource: matricesResource,
  link: matrixLink,
  start: (id, context) => void context.queryClient.prefetchQuery(matrixSkusQuery(id)),
  below: (row) => <MatrixProducts matrix={row as typeof row & { project_id: number }} />,
  tabs: [
    {
      value: 'rules',
      label: rulesTab,
      link: (id) =>
        linkOptions({ to: '/matrixes/$matrixId/rules', params: { matrixId: String(id) } }),
      start: (id, context) => void context.queryClient.prefetchQuery(matrixRulesQuery(id)),
      content: (id) => <MatrixRulesTab id={id} />,
    },
  ],
};
