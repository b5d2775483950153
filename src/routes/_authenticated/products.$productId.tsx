import { createFileRoute } from '@tanstack/react-router';
import { resourceDetailRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';
import { idParam } from '#src/lib/route-params';

export const Route = createFileRoute('/_authenticated/products/$productId')({
  staticData: { title: screenTitles.product },
  ...resourceDetailRoute(
    () => import('#src/features/products/products-screens').then((module) => module.productDetail),
    'productId',
  ),
  params: idParam('productId'),
});
