import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';

export const Route = createFileRoute('/_authenticated/products/')({
  ...resourceListRoute(() =>
    import('#src/features/products/products-screens').then((module) => module.productsList),
  ),
  staticData: { title: screenTitles.products },
});
