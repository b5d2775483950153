import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/components/layout/screen-titles';
import { PortalChoicePage } from '#src/features/auth/portal-choice-page';
import { requirePortalUser } from '#src/features/auth/route-guards';

export const Route = createFileRoute('/portal-choice')({
  staticData: { title: screenTitles.portalChoice },
  beforeLoad: ({ location }) => requirePortalUser(location),
  component: PortalChoicePage,
});
