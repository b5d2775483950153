import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { errorText } from '../../../api/api-error';

/** errorComponent of the profile routes: the reply's message instead of the router's default. */
export function ProfileLoadError({ error }: ErrorComponentProps) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={<Trans>Не удалось загрузить профиль</Trans>}
    >
      {errorText(error)}
    </Alert>
  );
}
