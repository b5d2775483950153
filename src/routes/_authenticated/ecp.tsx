import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/components/layout/screen-titles';
import { EcpHomePage } from '#src/features/shell/ecp-home-page';

export const Route = createFileRoute('/_authenticated/ecp')({
  staticData: { title: screenTitles.home },
  component: EcpHomePage,
});
