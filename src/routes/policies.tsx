import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../features/legal/privacy-policy-page';
import { screenTitles } from '../features/shell/screen-titles';

export const Route = createFileRoute('/policies')({
  staticData: { title: screenTitles.privacyPolicy },
  component: PrivacyPolicyPage,
});
