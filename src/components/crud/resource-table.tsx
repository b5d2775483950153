import { useLingui } from '@lingui/react/macro';
import { Checkbox, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, useRef } from 'react';
import { type RowLink, RowTitleLink } from '../ui/row-link';
import { cellText, columnValue } from './column-text';
import type { ResourceColumn, ResourceRow } from './resource-definition';

const ROW_HEIGHT = 41;

/** Rows picked for a bulk action: a checkbox per row and one for the whole page. */
export interface TableSelection {
  selected: ReadonlySet<number>;
  onToggle: (row: ResourceRow) => void;
  /** Picks every row of the page, or lets them all go when all are picked. */
  onTogglePage: () => void;
}

interface ResourceTableProps<Row extends ResourceRow> {
  columns: ResourceColumn<Row>[];
  rows: Row[];
  /** `name` or `-name`. */
  sort: string | undefined;
  onSort: (sort: string) => void;
  /** Buttons at the end of a row (edit, delete). */
  actions?: (row: Row) => ReactNode;
  /** The row's own page: its first cell links there. */
  rowLink?: (row: Row) => RowLink;
  /** With it, each row and the header start with a checkbox. */
  selection?: TableSelection;
}

interface TableRowProps {
  row: ResourceRow;
  index: number;
  columns: ResourceColumn<ResourceRow>[];
  actions: ((row: ResourceRow) => ReactNode) | undefined;
  rowLink: ((row: ResourceRow) => RowLink) | undefined;
  /** Undefined without a selection; else whether the row is picked. */
  selected: boolean | undefined;
  onToggle: ((row: ResourceRow) => void) | undefined;
}

function RowCheckbox({
  row,
  column,
  selected,
  onToggle,
}: {
  row: ResourceRow;
  column: ResourceColumn<ResourceRow> | undefined;
  selected: boolean;
  onToggle: (row: ResourceRow) => void;
}) {
  const { t } = useLingui();
  const title = column ? (cellText(columnValue(column, row)) ?? '') : String(row.id);
  return (
    <Table.Td w={44}>
      <Checkbox
        size="md"
        aria-label={t`Выбрать: ${title}`}
        checked={selected}
        onChange={() => onToggle(row)}
      />
    </Table.Td>
  );
}

/**
 * Memoised: scrolling re-renders the table for the rows entering the view, and the rows already
 * in view keep their rendering instead of being built again on every frame.
 */
const TableRow = memo(function TableRow({
  row,
  index,
  columns,
  actions,
  rowLink,
  selected,
  onToggle,
}: TableRowProps) {
  return (
    <Table.Tr h={ROW_HEIGHT} aria-rowindex={index + 2} aria-selected={selected}>
      {selected !== undefined && onToggle && (
        <RowCheckbox row={row} column={columns[0]} selected={selected} onToggle={onToggle} />
      )}
      {columns.map((column, at) => {
        const content = column.render ? column.render(row) : cellText(columnValue(column, row));
        return (
          <Table.Td key={column.key}>
            {at === 0 && rowLink ? (
              <RowTitleLink link={rowLink(row)}>{content}</RowTitleLink>
            ) : (
              content
            )}
          </Table.Td>
        );
      })}
      {actions && <Table.Td style={{ whiteSpace: 'nowrap' }}>{actions(row)}</Table.Td>}
    </Table.Tr>
  );
});

/**
 * Only the rows in view are rendered (spacer rows stand in for the rest), so a page of 10,000
 * scrolls as smoothly as one of 20. The header stays in place while the body scrolls.
 */
export function ResourceTable<Row extends ResourceRow>({
  columns,
  rows,
  sort,
  onSort,
  actions,
  rowLink,
  selection,
}: ResourceTableProps<Row>) {
  const { t, i18n } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const span = columns.length + (actions ? 1 : 0) + (selection ? 1 : 0);
  const pickedOnPage = selection ? rows.filter((row) => selection.selected.has(row.id)).length : 0;

  return (
    <div
      ref={scroller}
      style={{ maxHeight: '70vh', overflow: 'auto' }}
      data-testid="resource-table"
    >
      <Table stickyHeader striped highlightOnHover aria-rowcount={rows.length + 1}>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={44}>
                <Checkbox
                  size="md"
                  aria-label={t`Выбрать все на странице`}
                  checked={rows.length > 0 && pickedOnPage === rows.length}
                  indeterminate={pickedOnPage > 0 && pickedOnPage < rows.length}
                  onChange={selection.onTogglePage}
                />
              </Table.Th>
            )}
            {columns.map((column) => {
              const direction =
                sort === column.sort ? 'asc' : sort === `-${column.sort}` ? 'desc' : undefined;
              return (
                <Table.Th
                  key={column.key}
                  w={column.width}
                  aria-sort={
                    direction === 'asc'
                      ? 'ascending'
                      : direction === 'desc'
                        ? 'descending'
                        : undefined
                  }
                >
                  {column.sort ? (
                    <UnstyledButton
                      fw={700}
                      fz="sm"
                      onClick={() =>
                        onSort(direction === 'asc' ? `-${column.sort}` : `${column.sort}`)
                      }
                    >
                      {i18n._(column.label)} {direction === 'asc' && <IconArrowUp size={12} />}
                      {direction === 'desc' && <IconArrowDown size={12} />}
                    </UnstyledButton>
                  ) : (
                    i18n._(column.label)
                  )}
                </Table.Th>
              );
            })}
            {actions && <Table.Th w={1} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {top > 0 && (
            <Table.Tr aria-hidden style={{ height: top }}>
              <Table.Td colSpan={span} p={0} />
            </Table.Tr>
          )}
          {items.map((item) => (
            <TableRow
              key={rows[item.index].id}
              row={rows[item.index]}
              index={item.index}
              columns={columns as ResourceColumn<ResourceRow>[]}
              actions={actions as ((row: ResourceRow) => ReactNode) | undefined}
              rowLink={rowLink as ((row: ResourceRow) => RowLink) | undefined}
              selected={selection?.selected.has(rows[item.index].id)}
              onToggle={selection?.onToggle}
            />
          ))}
          {bottom > 0 && (
            <Table.Tr aria-hidden style={{ height: bottom }}>
              <Table.Td colSpan={span} p={0} />
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}
