import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListBody } from '../list/list-body';
import type { ListLoad } from '../list/list-load-state';
import { ListPagination, type ListPaginationProps } from '../list/list-pagination';
import type { RowLink } from '../ui/row-link';
import { useResourceCan } from './resource-access';
import type { AnyResource, ResourceColumn, ResourceRow } from './resource-definition';
import { ResourceTable, type RowEditor, type TableSelection } from './resource-table';
import { RowActions } from './row-actions';
import { useDeleteRow } from './use-resource-mutations';

/** A row's removal: the resource's delete by default, asked first. */
interface RowRemoval<Row> {
  /** The button's name ('Удалить правило: …'); 'Удалить' by default. */
  label?: (row: Row) => string;
  icon?: ReactNode;
  /** Removes the row another way (an unlink call), asking first itself. */
  run?: (row: Row) => unknown;
}

/** Pages of a child list longer than one page, as a list's; the page is the screen's own state. */
type ChildPaging = ListPaginationProps;

interface ChildRowsTableProps<Row extends ResourceRow> {
  /** The child rows' resource: its rights show the edit and delete buttons. */
  resource: AnyResource;
  /** The parent, whose child lists and counts a delete refreshes. */
  parent?: AnyResource;
  columns: ResourceColumn<Row>[];
  load: ListLoad<Row> & { retry?: () => void };
  /** The table's own test id, around the rows and their load states. */
  testId?: string;
  emptyText?: ReactNode;
  skeletonRows?: number;
  sort?: string;
  onSort?: (sort: string) => void;
  rowLink?: (row: Row) => RowLink;
  /** Edit a row (with UPDATE on the resource): in place through `editing`, or elsewhere. */
  onEdit?: (row: Row) => void;
  editing?: RowEditor<Row> | null;
  remove?: RowRemoval<Row>;
  selection?: TableSelection;
  paging?: ChildPaging;
}

const noSort = () => {};

/**
 * The child rows of a row's page (a matrix's products, a user's projects): the lists' table and
 * load states (skeleton, the empty text, the failure with a retry), the same row actions (open,
 * edit, delete after a confirmation), and pages where the child list has more than one.
 */
export function ChildRowsTable<Row extends ResourceRow>(props: ChildRowsTableProps<Row>) {
  const { resource, load, paging } = props;
  const canEdit = useResourceCan(resource, 'update') && Boolean(props.onEdit);
  const mayDelete = useResourceCan(resource, 'delete') && Boolean(resource.paths.delete);
  // Another way of removing is the screen's to allow; the resource's delete needs DELETE.
  const canDelete = Boolean(props.remove) && (Boolean(props.remove?.run) || mayDelete);
  const deleteRow = useDeleteRow(resource, props.parent);
  const { rowLink, onEdit, remove } = props;
  const actions = (row: Row) => (
    <RowActions
      link={rowLink?.(row)}
      onEdit={canEdit ? () => onEdit?.(row) : undefined}
      onRemove={canDelete ? () => void (remove?.run ? remove.run(row) : deleteRow(row)) : undefined}
      removeLabel={remove?.label?.(row)}
      removeIcon={remove?.icon}
    />
  );
  const hasActions = Boolean(rowLink) || canEdit || canDelete;
  return (
    <Stack gap="xs" data-testid={props.testId}>
      <ListBody
        load={load}
        onRetry={load.retry}
        skeletonRows={props.skeletonRows ?? 3}
        skeletonHeight={36}
        emptyText={props.emptyText}
      >
        {(rows) => (
          <ResourceTable
            columns={props.columns}
            rows={rows}
            sort={props.sort}
            onSort={props.onSort ?? noSort}
            rowLink={rowLink}
            actions={hasActions ? actions : undefined}
            selection={props.selection}
            editing={props.editing}
          />
        )}
      </ListBody>
      {paging && load.status === 'success' && (paging.total > paging.limit || paging.page > 1) && (
        <ListPagination {...paging} />
      )}
    </Stack>
  );
}
