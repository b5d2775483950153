import { useLingui } from '@lingui/react/macro';
import { notifications as toasts } from '@mantine/notifications';
import { errorText } from '#src/api/api-error';

/**
 * The toast of a portal choice the server did not keep. The user is in the portal they picked
 * all the same; only the next sign-in will ask again.
 */
export function useRememberFailedToast(): (error: unknown) => void {
  const { t } = useLingui();
  return (error) => {
    const reason = errorText(error);
    toasts.show({ color: 'red', message: t`Выбор портала не запомнен: ${reason}` });
  };
}
