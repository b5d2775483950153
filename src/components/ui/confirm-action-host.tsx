import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  confirmationState,
  type PendingConfirmation,
  registerConfirmHost,
  settleConfirmation,
  subscribeConfirmations,
} from './confirm-action';
import { Dialog } from './dialog';

/** Renders the dialogs of `confirmAction()`. Mounted once in the signed-in shell. */
export function ConfirmActionHost() {
  const [self] = useState(() => Symbol('confirm-host'));
  useEffect(() => registerConfirmHost(self), [self]);
  const { current, host } = useSyncExternalStore(
    subscribeConfirmations,
    confirmationState,
    confirmationState,
  );
  // The dialog keeps its text while it fades out after an answer.
  const shown = useRef<PendingConfirmation | null>(null);
  if (current) shown.current = current;
  if (host !== self) return null;

  const dialog = shown.current;
  const answer = (confirmed: boolean) => current && settleConfirmation(current.id, confirmed);
  return (
    <Dialog
      opened={current !== null}
      onClose={() => answer(false)}
      title={dialog?.title}
      centered
      size="sm"
      zIndex={400}
    >
      <Stack>
        {typeof dialog?.message === 'string' ? <Text>{dialog.message}</Text> : dialog?.message}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => answer(false)}>
            {dialog?.cancelLabel ?? <Trans>Отмена</Trans>}
          </Button>
          <Button
            color={dialog?.destructive === false ? undefined : 'red'}
            onClick={() => answer(true)}
            data-autofocus
          >
            {dialog?.confirmLabel ?? <Trans>Удалить</Trans>}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
