import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '#src/features/offline/outbox-page';
import { screenTitles } from '#src/features/shell/screen-titles';

// Anyone signed in may see what their own device has not sent yet.
export const Route = createFileRoute('/_authenticated/outbox')({
  staticData: { title: screenTitles.outbox },
  component: OutboxPage,
});
