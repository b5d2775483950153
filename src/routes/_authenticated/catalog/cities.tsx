import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '../../../features/shell/screen-titles';
import { resourceListRoute } from '../../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/catalog/cities')({
  ...resourceListRoute(() =>
    import('../../../resources/cities').then((module) => module.citiesResource),
  ),
  staticData: { title: screenTitles.cities },
});
