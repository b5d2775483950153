import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import type { ResourceColumn } from './resource-definition';
import { splitColumns } from './resource-table';

interface Row {
  number: string;
  outlet: string;
  address: string;
  status: string;
}

const columns: ResourceColumn<Row>[] = [
  { key: 'number', label: msg`№`, width: 90 },
  { key: 'outlet', label: msg`Торговая точка` },
  { key: 'address', label: msg`Адрес` },
  { key: 'status', label: msg`Статус`, priority: 'key' },
];
const keys = (list: ResourceColumn<Row>[]) => list.map((column) => column.key);

describe('splitColumns', () => {
  it('keeps every column where they fit', () => {
    expect(keys(splitColumns(columns, false).shown)).toEqual(keys(columns));
    expect(splitColumns(columns, false).folded).toEqual([]);
  });

  it('keeps the first and the key columns where they do not, folding the rest', () => {
    const { shown, folded } = splitColumns(columns, true);
    expect(keys(shown)).toEqual(['number', 'status']);
    expect(keys(folded)).toEqual(['outlet', 'address']);
  });
});
