import { lazy, Suspense, useRef } from 'react';
import { ConfirmActionHost } from './confirm-action-host';

// Spec section 8: toasts stay 3 s, at most 3 at once.
const TOAST_LIMIT = 3;

// The toast container and its transitions load with the first signed-in screen, never with the
// login page (which shows its errors inline), so they are not counted in its JS budget
// (docs/performance.md, "/login: JavaScript as served"). `notifications.show()` calls made
// before it arrives are kept in the store and appear once it renders.
const Toasts = lazy(() =>
  import('@mantine/notifications').then(
    ({ Notifications, notificationsStore, useNotifications }) => {
      // The limit holds from the first toast on, before the container is mounted to apply it.
      notificationsStore.updateState((state) => ({ ...state, limit: TOAST_LIMIT }));
      return {
        // Mounted with the first toast: the container's portal, its six corners and their
        // transitions are a render of their own after the first screen, on every screen, for the
        // few visits that show a toast at all.
        default: function ToastsOnceShown() {
          const { notifications } = useNotifications();
          const shown = useRef(false);
          shown.current ||= notifications.length > 0;
          return shown.current ? <Notifications autoClose={3000} limit={TOAST_LIMIT} /> : null;
        },
      };
    },
  ),
);

/**
 * The toasts, and with them the confirmation dialogs of `confirmAction()` — the shell's other
 * overlay. Rendered by the signed-in shell.
 */
export function Toaster() {
  return (
    <>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <ConfirmActionHost />
    </>
  );
}
