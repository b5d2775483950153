import { createFileRoute } from '@tanstack/react-router';
import { PortalChoicePage } from '../features/auth/portal-choice-page';
import { requirePortalUser } from '../features/auth/route-guards';

export const Route = createFileRoute('/portal-choice')({
  beforeLoad: ({ location }) => requirePortalUser(location),
  component: PortalChoicePage,
});
