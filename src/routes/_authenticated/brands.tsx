import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';

export const Route = createFileRoute('/_authenticated/brands')({
  ...resourceListRoute(() =>
    import('#src/resources/sku-brands').then((module) => module.skuBrandsResource),
  ),
  staticData: { title: screenTitles.brands },
});
