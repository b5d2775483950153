import { useCallback, useState } from 'react';
import { useVisibleColumns } from '#src/components/crud/column-picker';
import { listQueryOptions } from '#src/components/crud/resource-api';
import { ResourceTable } from '#src/components/crud/resource-table';
import { useListScope } from '#src/components/crud/scope-context';
import { ListBody } from '#src/components/list/list-body';
import { useListQuery } from '#src/components/list/use-list-query';
import { type RowLink, RowOpenLink } from '#src/components/ui/row-link';
import { MAX_PAGE_SIZE } from '#src/contracts/list';
import { projectOutletsResource } from '#src/resources/project-outlets';

/** The tab's read: its route's loader starts it with the same scope and sort the tab opens with. */
export const referenceOutletOutletsQuery = (
  id: number,
  projectIds: readonly number[],
  sort: string | undefined,
) =>
  listQueryOptions(projectOutletsResource, {
    outlet_ids: [id],
    ...(projectIds.length ? { project_ids: [...projectIds] } : {}),
    sort,
    limit: MAX_PAGE_SIZE,
    offset: 0,
  });

interface ReferenceOutletOutletsTabProps {
  /** The reference outlet whose project outlets are listed. */
  id: number;
  /** Each project outlet's own page. */
  rowLink: (row: { id: number }) => RowLink;
}

/**
 * The 'outlets' tab of a reference outlet: its project outlets in the selected projects (one per
 * project at most, so one page of the contract's largest size holds them all). Columns follow
 * the choice made on /catalog/outlets.
 */
export function ReferenceOutletOutletsTab({ id, rowLink }: ReferenceOutletOutletsTabProps) {
  const projectIds = useListScope();
  const [sort, setSort] = useState(projectOutletsResource.sort);
  const { columns } = useVisibleColumns(projectOutletsResource);
  const load = useListQuery(referenceOutletOutletsQuery(id, projectIds, sort));
  const openRow = useCallback(
    (row: { id: number }) => <RowOpenLink link={rowLink(row)} />,
    [rowLink],
  );
  return (
    <ListBody load={load} onRetry={load.retry} skeletonRows={2} skeletonHeight={36}>
      {(rows) => (
        <ResourceTable
          columns={columns}
          rows={rows}
          sort={sort}
          onSort={setSort}
          rowLink={rowLink}
          actions={openRow}
        />
      )}
    </ListBody>
  );
}
