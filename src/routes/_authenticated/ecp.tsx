import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/components/layout/screen-titles';
import { requirePortal } from '#src/features/auth/portal-landing';
import { EcpHomePage } from '#src/features/shell/ecp-home-page';

export const Route = createFileRoute('/_authenticated/ecp')({
  staticData: { title: screenTitles.home },
  beforeLoad: ({ context }) => requirePortal(context.queryClient, 'ecp'),
  component: EcpHomePage,
});
