import { createFileRoute } from '@tanstack/react-router';
import { PortalChoicePage } from '../features/auth/portal-choice-page';
import { requirePortalUser } from '../features/auth/route-guards';
import { screenTitles } from '../features/shell/screen-titles';

export const Route = createFileRoute('/portal-choice')({
  staticData: { title: screenTitles.portalChoice },
  beforeLoad: ({ location }) => requirePortalUser(location),
  component: PortalChoicePage,
});
