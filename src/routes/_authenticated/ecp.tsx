import { createFileRoute } from '@tanstack/react-router';
import { EcpHomePage } from '#src/features/shell/ecp-home-page';
import { screenTitles } from '#src/features/shell/screen-titles';

export const Route = createFileRoute('/_authenticated/ecp')({
  staticData: { title: screenTitles.home },
  component: EcpHomePage,
});
