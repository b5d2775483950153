import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/components/layout/screen-titles';
import { PortalChoicePage } from '#src/features/auth/portal-choice-page';
import { requirePortalChoice } from '#src/features/auth/portal-landing';
import { requirePortalUser } from '#src/features/auth/route-guards';

export const Route = createFileRoute('/portal-choice')({
  staticData: { title: screenTitles.portalChoice },
  beforeLoad: async ({ location, context }) => {
    await requirePortalUser(location);
    await requirePortalChoice(context.queryClient);
  },
  component: PortalChoicePage,
});
