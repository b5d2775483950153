import { listQueryOptions } from '#src/components/crud/resource-api';
import { MAX_PAGE_SIZE } from '#src/contracts/list';
import { skuGroupsResource } from '#src/resources/sku-groups';

/** The groups to pick from: a catalog has a few dozen. */
export const skuGroupsQueryOptions = () =>
  listQueryOptions(skuGroupsResource, { sort: 'name', limit: MAX_PAGE_SIZE, offset: 0 });
