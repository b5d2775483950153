import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';

export const Route = createFileRoute('/_authenticated/product-groups')({
  ...resourceListRoute(() =>
    import('#src/resources/sku-groups').then((module) => module.skuGroupsResource),
  ),
  staticData: { title: screenTitles.productGroups },
});
