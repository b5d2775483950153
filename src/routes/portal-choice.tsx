import { createFileRoute } from '@tanstack/react-router';
import { PortalChoicePage } from '#src/features/auth/portal-choice-page';
import { requirePortalUser } from '#src/features/auth/route-guards';
import { screenTitles } from '#src/features/shell/screen-titles';

export const Route = createFileRoute('/portal-choice')({
  staticData: { title: screenTitles.portalChoice },
  beforeLoad: ({ location }) => requirePortalUser(location),
  component: PortalChoicePage,
});
