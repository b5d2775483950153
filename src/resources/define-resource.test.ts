import { describe, expect, it } from 'vitest';
import { actionsResource } from './actions';
import { skuBrandsResource } from './sku-brands';

const sortOf = (columns: readonly { key: string; sort?: string }[]) =>
  Object.fromEntries(columns.map((column) => [column.key, column.sort]));

describe('a resource column', () => {
  it('sorts on its key when the list contract has that sort key, and only then', () => {
    expect(sortOf(skuBrandsResource.columns)).toEqual({
      name: 'name',
      code: 'code',
      manufacturer_name: undefined,
      id: 'id',
    });
    expect(sortOf(actionsResource.columns)).toMatchObject({ workflow_name: 'workflow_name' });
  });
});
