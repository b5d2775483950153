import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { errorText } from '../../api/api-error';
import { listMessages } from '../list/list-load-state';

/** A screen's data did not load: the section 8 text, the server's reason and a retry. */
export function LoadFailedAlert({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const { i18n } = useLingui();
  return (
    <Alert color="red" variant="light" role="alert" title={i18n._(listMessages.failed)}>
      <Stack gap="xs" align="flex-start">
        {errorText(error)}
        <Button size="xs" variant="default" onClick={() => void onRetry()}>
          <Trans>Повторить</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
