import { useLingui } from '@lingui/react/macro';
import { Table, UnstyledButton } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, type Ref, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useDeferredMount } from '../ui/deferred';
import { type RowLink, RowTitleLink } from '../ui/row-link';
import { cellText, columnValue } from './column-text';
import {
  LIST_RECT,
  measuredRowHeight,
  observeListRect,
  onNextLayout,
  scrollListTo,
} from './list-layout';
import type { ResourceColumn, ResourceRow } from './resource-definition';
import {
  knownFoldWidth,
  knownRowHeight,
  rememberFoldWidth,
  rememberRowHeight,
} from './table-layout-memory';
import { TouchCheckbox } from './touch-checkbox';

const ROW_HEIGHT = 41;
/** A folded column's line under the first cell: xs text and the gap. */
const FOLDED_LINE_HEIGHT = 21;

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
  /** The row edited in place: one cell across the row holds its editor. */
  editing?: RowEditor<Row> | null;
}

/** A row edited in place, and its editor (the fields, save and cancel). */
export interface RowEditor<Row> {
  id: number;
  render: (row: Row) => ReactNode;
}

interface TableRowProps {
  row: ResourceRow;
  index: number;
  columns: ResourceColumn<ResourceRow>[];
  /** The columns folded into the first cell (the list is too narrow for them). */
  folded: ResourceColumn<ResourceRow>[];
  actions: ((row: ResourceRow) => ReactNode) | undefined;
  rowLink: ((row: ResourceRow) => RowLink) | undefined;
  /** Measures the row: folded rows are taller than one line. */
  measure: Ref<HTMLTableRowElement>;
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
    <td className={CELL_CLASS} style={PICK_CELL_STYLE}>
      <TouchCheckbox
        aria-label={t`Выбрать: ${title}`}
        checked={selected}
        onChange={() => onToggle(row)}
      />
    </td>
  );
}

/** The median measured height of the rows in view (0 before any is measured). */
function measuredHeightInView(instance: Virtualizer<HTMLDivElement, Element>): number {
  const heights = instance
    .getVirtualItems()
    .filter((item) => instance.itemSizeCache.has(item.key))
    .map((item) => item.size)
    .sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)] ?? 0;
}

const PICK_CELL_STYLE = { width: 44, padding: 0 } as const;

const cellContent = (column: ResourceColumn<ResourceRow>, row: ResourceRow) =>
  column.render ? column.render(row) : cellText(columnValue(column, row));

// The rows are the bulk of a list's rendering: plain elements with Mantine's own table classes
// and data attributes (as Table.Tr and Table.Td would render them, for a striped table with row
// borders and hover) instead of two components per cell, and plain lines for the folded columns.
const ROW_CLASS = `${Table.classes.tr} mantine-Table-tr`;
const CELL_CLASS = `${Table.classes.td} mantine-Table-td`;
const FOLDED_STYLE = { display: 'flex', flexDirection: 'column', gap: 2, marginTop: 4 } as const;
const FOLDED_LINE_STYLE = {
  fontSize: 'var(--mantine-font-size-xs)',
  lineHeight: 'var(--mantine-line-height-xs)',
  color: 'var(--mantine-color-dimmed)',
} as const;
const FOLDED_VALUE_STYLE = { color: 'var(--mantine-color-text)' } as const;

/** The folded columns under the first cell's value: label, then value, one per line. */
function FoldedCells({
  row,
  columns,
}: {
  row: ResourceRow;
  columns: ResourceColumn<ResourceRow>[];
}) {
  const { i18n } = useLingui();
  return (
    <div style={FOLDED_STYLE} data-testid="folded-cells">
      {columns.map((column) => (
        <div key={column.key} style={FOLDED_LINE_STYLE}>
          {i18n._(column.label)}: <span style={FOLDED_VALUE_STYLE}>{cellContent(column, row)}</span>
        </div>
      ))}
    </div>
  );
}

const ROW_STYLE = { height: ROW_HEIGHT } as const;
const FIRST_FOLDED_CELL_STYLE = { width: '100%', maxWidth: 0 } as const;
const ACTIONS_CELL_STYLE = { whiteSpace: 'nowrap' } as const;

/**
 * Memoised: scrolling re-renders the table for the rows entering the view, and the rows already
 * in view keep their rendering instead of being built again on every frame.
 */
const TableRow = memo(function TableRow({
  row,
  index,
  columns,
  folded,
  actions,
  rowLink,
  measure,
  selected,
  onToggle,
}: TableRowProps) {
  return (
    <tr
      className={ROW_CLASS}
      data-with-row-border
      data-striped="odd"
      data-hover
      style={ROW_STYLE}
      aria-rowindex={index + 2}
      aria-selected={selected}
      data-index={index}
      ref={measure}
    >
      {selected !== undefined && onToggle && (
        <RowCheckbox row={row} column={columns[0]} selected={selected} onToggle={onToggle} />
      )}
      {columns.map((column, at) => {
        const content = cellContent(column, row);
        return (
          <td
            key={column.key}
            className={CELL_CLASS}
            // Folded, the first cell takes the room the key columns leave, its lines cut to it.
            style={at === 0 && folded.length > 0 ? FIRST_FOLDED_CELL_STYLE : undefined}
          >
            {at === 0 && rowLink ? (
              <RowTitleLink link={rowLink(row)}>{content}</RowTitleLink>
            ) : (
              content
            )}
            {at === 0 && folded.length > 0 && <FoldedCells row={row} columns={folded} />}
          </td>
        );
      })}
      {actions && (
        <td className={CELL_CLASS} style={ACTIONS_CELL_STYLE}>
          {actions(row)}
        </td>
      )}
    </tr>
  );
});

/** The row being edited: its editor across the whole row, measured as the other rows are. */
function EditedRow({
  index,
  span,
  measure,
  children,
}: {
  index: number;
  span: number;
  measure: Ref<HTMLTableRowElement>;
  children: ReactNode;
}) {
  return (
    <tr
      className={ROW_CLASS}
      data-with-row-border
      aria-rowindex={index + 2}
      data-index={index}
      ref={measure}
    >
      <td className={CELL_CLASS} colSpan={span}>
        {children}
      </td>
    </tr>
  );
}

/** An empty row standing in for rows not rendered (out of view, or not yet). */
function SpacerRow({ height, span }: { height: number; span: number }) {
  if (height <= 0) return null;
  return (
    <Table.Tr aria-hidden style={{ height }}>
      <Table.Td colSpan={span} p={0} />
    </Table.Tr>
  );
}

/**
 * The columns that get their own column: all of them, or, when they do not fit (`fold`), the
 * first, the key ones (`priority: 'key'`) and the actions, the rest folded into the first cell.
 * Nothing scrolls sideways on a tablet or a phone, and the number, status and action stay in view.
 */
export function splitColumns<Row>(
  columns: ResourceColumn<Row>[],
  fold: boolean,
): { shown: ResourceColumn<Row>[]; folded: ResourceColumn<Row>[] } {
  if (!fold) return { shown: columns, folded: [] };
  const kept = (column: ResourceColumn<Row>, at: number) => at === 0 || column.priority === 'key';
  return {
    shown: columns.filter(kept),
    folded: columns.filter((column, at) => !kept(column, at)),
  };
}

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
  editing,
}: ResourceTableProps<Row>) {
  const { t, i18n } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  const { ref: frame, width } = useElementSize();
  const table = [
    selection ? 'pick' : '',
    ...columns.map((column) => column.key),
    actions ? 'actions' : '',
  ].join(',');
  // Folded since the full table needed `at` px: it unfolds once the list is that wide again.
  // Folded from the first render where it needed more than the whole screen (a phone, a tablet
  // in portrait): the list is narrower still, so there is nothing to measure first.
  const [fold, setFold] = useState<{ at: number } | null>(() => {
    const at = knownFoldWidth(table);
    return at !== undefined && at > (globalThis.screen?.availWidth ?? Number.POSITIVE_INFINITY)
      ? { at }
      : null;
  });
  // The rows come in a render of their own, after the header and whatever the screen shows
  // around the table (see useDeferredMount).
  const rowsMounted = useDeferredMount();
  const { shown, folded } = useMemo(() => splitColumns(columns, fold !== null), [columns, fold]);
  // The rows' height as measured here before; else estimated (a folded row adds a line per
  // folded column). Built at a height they turn out not to have, as many rows are built as
  // fit that guess, and those that do not fit are dropped again.
  // Read once per layout: a height remembered while the list is shown is for its next start,
  // not a new estimate that would make it measure its rows all over again.
  const layout = `${table}|${folded.length}`;
  const rowHeight = useMemo(
    () =>
      knownRowHeight(layout) ??
      (folded.length > 0 ? ROW_HEIGHT + 4 + folded.length * FOLDED_LINE_HEIGHT : ROW_HEIGHT),
    [layout, folded.length],
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    // No size is read while React commits: reading one there made the browser lay out the whole
    // screen inside the commit (twice: the list, then its rows), the longest part of a list's
    // start on a tablet. The sizes come from a ResizeObserver, after the browser's own layout.
    initialRect: LIST_RECT,
    scrollToFn: scrollListTo,
    observeElementRect: observeListRect,
    measureElement: measuredRowHeight,
    // Rows built beyond the view, ahead of a scroll: each costs its share of the first render on
    // a tablet, so a few, not a second screenful.
    overscan: 4,
    onChange: (instance, scrolling) => {
      if (!scrolling) rememberRowHeight(layout, measuredHeightInView(instance));
    },
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const span = shown.length + (actions ? 1 : 0) + (selection ? 1 : 0);
  const pickedOnPage = selection ? rows.filter((row) => selection.selected.has(row.id)).length : 0;

  // The virtualizer keeps the heights it estimated until it is told to measure again: after a
  // fold, the rows would be built at the unfolded height, too many of them, and dropped again.
  const estimated = useRef(rowHeight);
  useLayoutEffect(() => {
    if (estimated.current === rowHeight) return;
    estimated.current = rowHeight;
    virtualizer.measure();
  }, [rowHeight, virtualizer]);

  // Before the rows: fold at once where this table folded at this width before.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount, from what was kept.
  useLayoutEffect(() => {
    const at = knownFoldWidth(table);
    const element = scroller.current;
    if (!at || !element || fold) return;
    return onNextLayout(element, () => {
      if (element.clientWidth > 0 && element.clientWidth < at) flushSync(() => setFold({ at }));
    });
  }, []);

  // The full table wider than the list: fold it, rather than scroll sideways.
  const rendered = rowsMounted ? items.length : 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured on a resize or a fold, as before; a column picked in the menu does not fold the table under the user's eyes.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || width <= 0 || rendered === 0) return;
    if (fold) {
      if (width >= fold.at) setFold(null);
      return;
    }
    return onNextLayout(element, () => {
      if (element.scrollWidth <= element.clientWidth + 1) return;
      const at = element.scrollWidth;
      flushSync(() => setFold({ at }));
      rememberFoldWidth(table, at);
    });
  }, [width, fold, rendered]);

  return (
    <div ref={frame}>
      <div
        ref={scroller}
        style={{ maxHeight: '70vh', overflow: 'auto' }}
        data-testid="resource-table"
        data-folded={folded.length > 0 || undefined}
      >
        <Table
          stickyHeader
          striped
          highlightOnHover
          aria-rowcount={rows.length + 1}
          // Folded, the columns left share a narrow screen: tighter cells, widths by content.
          horizontalSpacing={folded.length > 0 ? 'xs' : undefined}
        >
          <Table.Thead>
            <Table.Tr>
              {selection && (
                <Table.Th w={44} p={0}>
                  <TouchCheckbox
                    aria-label={t`Выбрать все на странице`}
                    checked={rows.length > 0 && pickedOnPage === rows.length}
                    indeterminate={pickedOnPage > 0 && pickedOnPage < rows.length}
                    onChange={selection.onTogglePage}
                  />
                </Table.Th>
              )}
              {shown.map((column) => {
                const direction =
                  sort === column.sort ? 'asc' : sort === `-${column.sort}` ? 'desc' : undefined;
                return (
                  <Table.Th
                    key={column.key}
                    w={folded.length > 0 ? undefined : column.width}
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
            {/* Until the rows come, one spacer holds their place, so that nothing below moves. */}
            {!rowsMounted && <SpacerRow height={rows.length * rowHeight} span={span} />}
            {rowsMounted && <SpacerRow height={top} span={span} />}
            {rowsMounted &&
              items.map((item) =>
                editing?.id === rows[item.index].id ? (
                  <EditedRow
                    key={rows[item.index].id}
                    index={item.index}
                    span={span}
                    measure={virtualizer.measureElement}
                  >
                    {editing.render(rows[item.index])}
                  </EditedRow>
                ) : (
                  <TableRow
                    key={rows[item.index].id}
                    row={rows[item.index]}
                    index={item.index}
                    columns={shown as ResourceColumn<ResourceRow>[]}
                    folded={folded as ResourceColumn<ResourceRow>[]}
                    measure={virtualizer.measureElement}
                    actions={actions as ((row: ResourceRow) => ReactNode) | undefined}
                    rowLink={rowLink as ((row: ResourceRow) => RowLink) | undefined}
                    selected={selection?.selected.has(rows[item.index].id)}
                    onToggle={selection?.onToggle}
                  />
                ),
              )}
            {rowsMounted && <SpacerRow height={bottom} span={span} />}
          </Table.Tbody>
        </Table>
      </div>
    </div>
  );
}
