import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '#src/features/legal/privacy-policy-page';
import { screenTitles } from '#src/features/shell/screen-titles';

export const Route = createFileRoute('/policies')({
  staticData: { title: screenTitles.privacyPolicy },
  component: PrivacyPolicyPage,
});
