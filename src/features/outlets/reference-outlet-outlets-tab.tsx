import { useState } from 'react';
import {
  type ChildListOf,
  childListQueryOptions,
  useChildList,
} from '#src/components/crud/child-list';
import { ChildRowsTable } from '#src/components/crud/child-rows-table';
import { useVisibleColumns } from '#src/components/crud/column-picker';
import { useListScope } from '#src/components/crud/scope-context';
import type { RowLink } from '#src/components/ui/row-link';
import type { ProjectOutlet } from '#src/contracts/catalog/project-outlets';
import { outletsResource } from '#src/resources/outlets';
import { projectOutletsResource } from '#src/resources/project-outlets';

/** The tab's read: its route's loader starts it with the same scope and sort the tab opens with. */
export const referenceOutletOutletsQuery = (
  id: number,
  projectIds: readonly number[],
  sort: string | undefined,
) => childListQueryOptions(placedOn(id, projectIds), { sort });

/** The project outlets placed on a reference outlet, in the selected projects. */
const placedOn = (id: number, projectIds: readonly number[]): ChildListOf<ProjectOutlet> => ({
  parent: outletsResource,
  parentId: id,
  child: projectOutletsResource,
  filter: { outlet_ids: [id], ...(projectIds.length ? { project_ids: [...projectIds] } : {}) },
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
  const load = useChildList(placedOn(id, projectIds), { sort });
  return (
    <ChildRowsTable
      resource={projectOutletsResource}
      columns={columns}
      load={load}
      skeletonRows={2}
      sort={sort}
      onSort={setSort}
      rowLink={rowLink}
    />
  );
}
