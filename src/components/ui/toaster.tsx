import { lazy, Suspense } from 'react';
import { ConfirmActionHost } from './confirm-action-host';

// The toast container and its transitions (~14 KB gzip) load with the first signed-in screen,
// never with the login page (which shows its errors inline). `notifications.show()` calls made
// before it arrives are kept in the store and appear once it renders.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/**
 * Spec section 8: toasts stay 3 s, at most 3 at once. Rendered by the signed-in shell, and with
 * them the confirmation dialogs of `confirmAction()` — the shell's other overlay.
 */
export function Toaster() {
  return (
    <>
      <Suspense fallback={null}>
        <Notifications autoClose={3000} limit={3} />
      </Suspense>
      <ConfirmActionHost />
    </>
  );
}
