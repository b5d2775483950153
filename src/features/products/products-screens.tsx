import { linkOptions } from '@tanstack/react-router';
import type { DetailScreenConfig, ListScreenConfig } from '#src/components/crud/resource-screens';
import { CreateButtonLink } from '#src/components/ui/button-link';
import { skuResource } from '#src/resources/sku';

/** /products: a product's creation and each product have pages of their own. */
export const productsList: ListScreenConfig = {
  resource: skuResource,
  createLink: <CreateButtonLink to="/products/create" />,
  rowLink: (row) =>
    linkOptions({ to: '/products/$productId', params: { productId: String(row.id) } }),
};

export const productDetail: DetailScreenConfig = { resource: skuResource };
