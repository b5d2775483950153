import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTableRows } from './use-table-rows';

const toRow = (item: { id: number; name: string }) => ({ id: item.id, title: item.name });

describe('useTableRows', () => {
  it('keeps the row of an item that is the same object in a new list', () => {
    const first = { id: 1, name: 'Магнит' };
    const second = { id: 2, name: 'Пятёрочка' };
    const { result, rerender } = renderHook(({ items }) => useTableRows(items, toRow), {
      initialProps: { items: [first, second] },
    });
    const before = result.current;
    // A refetch with one item changed: a new list, the unchanged item the same object.
    const changed = { id: 2, name: 'Перекрёсток' };
    rerender({ items: [first, changed] });
    expect(result.current[0]).toBe(before[0]);
    expect(result.current[1]).not.toBe(before[1]);
    expect(result.current[1]).toEqual({ id: 2, title: 'Перекрёсток' });
  });
});
