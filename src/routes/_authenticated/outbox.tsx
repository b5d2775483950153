import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../../features/offline/outbox-page';

// Anyone signed in may see what their own device has not sent yet.
export const Route = createFileRoute('/_authenticated/outbox')({
  component: OutboxPage,
});
