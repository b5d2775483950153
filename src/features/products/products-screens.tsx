import { msg } from '@lingui/core/macro';
import { linkOptions } from '@tanstack/react-router';
import type { DetailScreenConfig, ListScreenConfig } from '#src/components/crud/resource-screens';
import { CreateButtonLink } from '#src/components/ui/button-link';
import type { Sku } from '#src/contracts/catalog/sku';
import { skuResource } from '#src/resources/sku';
import { ProductBulkActions } from './product-bulk-actions';
import { ProductExtras, ProductThumb, startProductExtras } from './product-extras';

/**
 * The list shows each product's photo small after its name (the name stays first: it links
 * to the product and names the row's checkbox). An export leaves the photo out.
 */
const [nameColumn, ...otherColumns] = skuResource.columns;
const listResource = {
  ...skuResource,
  columns: [
    nameColumn,
    {
      key: 'image_file_id' as const,
      label: msg`Фото`,
      width: 56,
      text: () => null,
      render: (row: Sku) => <ProductThumb product={row} />,
    },
    ...otherColumns,
  ],
};

/**
 * /products: a product's creation and each product have pages of their own; picked products
 * go to a category or a group at once.
 */
export const productsList: ListScreenConfig = {
  resource: listResource,
  createLink: <CreateButtonLink to="/products/create" />,
  rowLink: (row) =>
    linkOptions({ to: '/products/$productId', params: { productId: String(row.id) } }),
  bulkActions: (rows, clear) => <ProductBulkActions rows={rows} clear={clear} />,
};

export const productDetail: DetailScreenConfig = {
  resource: skuResource,
  below: (row) => <ProductExtras product={row as Sku} />,
  start: startProductExtras,
};
