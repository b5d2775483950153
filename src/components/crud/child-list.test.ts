import { describe, expect, it } from 'vitest';
import { resourceKeys } from '#src/api/resource-keys';
import { MAX_PAGE_SIZE } from '#src/contracts/list';
import { childListQueryOptions } from './child-list';
import type { AnyResource } from './resource-definition';

// Only their names and the child's sort make a key: the rest of a definition is not read.
const matricesResource = { name: 'matrices' } as AnyResource;
const matrixSkusResource = { name: 'matrix_skus', sort: 'sku_name' } as AnyResource;

const productsOf = (matrixId: number) => ({
  parent: matricesResource,
  parentId: matrixId,
  child: matrixSkusResource,
  filter: { matrix_id: matrixId },
});

describe('a child list read', () => {
  it('is keyed under the parent, so a change of the parent reads it again', () => {
    const { queryKey } = childListQueryOptions(productsOf(5));
    expect(queryKey.slice(0, 1)).toEqual(resourceKeys(matricesResource).all);
    expect(queryKey).toEqual(
      resourceKeys(matricesResource).children(5, matrixSkusResource.name, {
        matrix_id: 5,
        sort: matrixSkusResource.sort,
        limit: MAX_PAGE_SIZE,
        offset: 0,
      }),
    );
  });

  it('leaves out an empty search, so a loader and its screen build one key', () => {
    expect(childListQueryOptions(productsOf(5), { search: '' }).queryKey).toEqual(
      childListQueryOptions(productsOf(5)).queryKey,
    );
    expect(childListQueryOptions(productsOf(5), { search: 'чай' }).queryKey).not.toEqual(
      childListQueryOptions(productsOf(5)).queryKey,
    );
  });

  it('keeps another parent row apart', () => {
    expect(childListQueryOptions(productsOf(6)).queryKey).not.toEqual(
      childListQueryOptions(productsOf(5)).queryKey,
    );
  });
});
