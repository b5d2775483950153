import { useLingui } from '@lingui/react';
import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, useRef } from 'react';
import { type RowLink, RowTitleLink } from '../ui/row-link';
import { cellText, columnValue } from './column-text';
import type { ResourceColumn, ResourceRow } from './resource-definition';

const ROW_HEIGHT = 41;

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
}

interface TableRowProps {
  row: ResourceRow;
  index: number;
  columns: ResourceColumn<ResourceRow>[];
  actions: ((row: ResourceRow) => ReactNode) | undefined;
  rowLink: ((row: ResourceRow) => RowLink) | undefined;
}

/**
 * Memoised: scrolling re-renders the table for the rows entering the view, and the rows already
 * in view keep their rendering instead of being built again on every frame.
 */
const TableRow = memo(function TableRow({ row, index, columns, actions, rowLink }: TableRowProps) {
  return (
    <Table.Tr h={ROW_HEIGHT} aria-rowindex={index + 2}>
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
}: ResourceTableProps<Row>) {
  const { i18n } = useLingui();
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
  const span = columns.length + (actions ? 1 : 0);

  return (
    <div
      ref={scroller}
      style={{ maxHeight: '70vh', overflow: 'auto' }}
      data-testid="resource-table"
    >
      <Table stickyHeader striped highlightOnHover aria-rowcount={rows.length + 1}>
        <Table.Thead>
          <Table.Tr>
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
