import { Trans } from '@lingui/react/macro';
import { Alert, Button } from '@mantine/core';
import { loadErrorText } from '#src/api/api-error';

/** A screen's data did not load: one text saying why (spec section 8) and a retry. */
export function LoadFailedAlert({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  return (
    <Alert color="red" variant="light" role="alert" title={loadErrorText(error)}>
      <Button size="xs" variant="default" onClick={() => void onRetry()}>
        <Trans>Повторить</Trans>
      </Button>
    </Alert>
  );
}
