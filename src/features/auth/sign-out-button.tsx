import { Trans } from '@lingui/react/macro';
import { Button, type ButtonProps, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { signOut, unsentItemCount } from '#src/api/sign-out';
import { Dialog } from '#src/components/ui/dialog';
import { signOutWarning } from '#src/lib/sign-out-warning';

/**
 * 'Выйти': signs out at once, or first asks when unsent offline items would be lost (the count
 * is read on click, so it is current).
 */
export function SignOutButton(props: ButtonProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The count stays while the dialog closes, so its text does not change during the transition.
  const [pending, setPending] = useState(0);
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const leave = () => {
    setAsking(false);
    setLeaving(true);
    void signOut({
      queryClient,
      goToLogin: () => navigate({ to: '/login', replace: true }),
    });
  };

  const onClick = () => {
    const count = unsentItemCount();
    if (count === 0) return leave();
    setPending(count);
    setAsking(true);
  };

  return (
    <>
      <Button {...props} loading={leaving} onClick={onClick}>
        <Trans>Выйти</Trans>
      </Button>
      <Dialog
        opened={asking}
        onClose={() => setAsking(false)}
        title={<Trans>Выйти из портала?</Trans>}
        centered
      >
        <Stack>
          {/* Only once asked: the first plural formatted costs a tablet tens of milliseconds. */}
          <Text>{pending > 0 && signOutWarning(pending)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              <Trans>Остаться</Trans>
            </Button>
            <Button color="red" onClick={leave}>
              <Trans>Выйти и потерять данные</Trans>
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
