import { describe, expect, it } from 'vitest';
import type { CheckListParam } from '#src/contracts/checker';
import { leafParams, paramTree } from './param-tree';

const param = (id: number, parent_id: number | null, sort: number): CheckListParam => ({
  id,
  check_list_id: 1,
  parent_id,
  name: `p${id}`,
  sort,
});

describe('paramTree', () => {
  const params = [
    param(4, 1, 1),
    param(1, null, 1),
    param(3, 1, 0),
    param(2, null, 0),
    param(5, 2, 0),
  ];

  it('nests params under their parents, siblings by sort', () => {
    const tree = paramTree(params);
    expect(tree.map((node) => node.param.id)).toEqual([2, 1]);
    expect(tree[0].children.map((node) => node.param.id)).toEqual([5]);
    expect(tree[1].children.map((node) => node.param.id)).toEqual([3, 4]);
  });

  it('keeps a param whose parent is not in the list at the top', () => {
    expect(paramTree([param(7, 99, 0)]).map((node) => node.param.id)).toEqual([7]);
  });

  it('judges only the params without children', () => {
    expect(leafParams(params).map((p) => p.id)).toEqual([4, 3, 5]);
  });
});
