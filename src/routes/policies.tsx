import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/components/layout/screen-titles';
import { PrivacyPolicyPage } from '#src/features/legal/privacy-policy-page';

export const Route = createFileRoute('/policies')({
  staticData: { title: screenTitles.privacyPolicy },
  component: PrivacyPolicyPage,
});
