import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/components/layout/screen-titles';
import { OutboxPage } from '#src/features/offline/outbox-page';

// Anyone signed in may see what their own device has not sent yet.
export const Route = createFileRoute('/_authenticated/outbox')({
  staticData: { title: screenTitles.outbox },
  component: OutboxPage,
});
