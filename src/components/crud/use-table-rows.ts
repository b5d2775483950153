import { useMemo } from 'react';

const rowsByMapper = new WeakMap<(item: never) => unknown, WeakMap<object, unknown>>();

/**
 * A list's items as the table's rows, each item's row kept for as long as the item is the same
 * object. A refetch that brings the same data keeps its items (the query cache shares what did
 * not change), so the table's memoised rows are not rendered again; mapped anew each time, every
 * row in view was rendered again when a screen's data was fetched after a start from the kept
 * cache, and on each change of its fetching state.
 */
export function useTableRows<Item extends object, Row>(
  items: readonly Item[],
  toRow: (item: Item) => Row,
): Row[] {
  return useMemo(() => {
    let rows = rowsByMapper.get(toRow) as WeakMap<Item, Row> | undefined;
    if (!rows) {
      rows = new WeakMap();
      rowsByMapper.set(toRow, rows as WeakMap<object, unknown>);
    }
    const kept = rows;
    return items.map((item) => {
      let row = kept.get(item);
      if (row === undefined) {
        row = toRow(item);
        kept.set(item, row);
      }
      return row;
    });
  }, [items, toRow]);
}
