import { createFileRoute } from '@tanstack/react-router';
import { redirectToLandingPortal } from '#src/features/auth/portal-landing';

// Where a sign-in without a way back goes: the user's portal, or the chooser (spec section 1).
export const Route = createFileRoute('/_authenticated/')({
  beforeLoad: ({ context }) => redirectToLandingPortal(context.queryClient),
});
