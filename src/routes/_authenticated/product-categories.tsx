import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';

export const Route = createFileRoute('/_authenticated/product-categories')({
  ...resourceListRoute(() =>
    import('#src/resources/sku-categories').then((module) => module.skuCategoriesResource),
  ),
  staticData: { title: screenTitles.productCategories },
});
