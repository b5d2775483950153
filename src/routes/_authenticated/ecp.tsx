import { createFileRoute } from '@tanstack/react-router';
import { EcpHomePage } from '../../features/shell/ecp-home-page';

export const Route = createFileRoute('/_authenticated/ecp')({
  component: EcpHomePage,
});
