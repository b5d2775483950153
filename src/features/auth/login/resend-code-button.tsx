import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useCountdown } from './use-countdown';

interface ResendCodeButtonProps {
  /** When a new code may be asked for (from `resend_after`); null before the first answer. */
  deadline: number | null;
  sending: boolean;
  onResend: () => void;
}

/** 'Отправить код повторно', disabled with the seconds left until the service allows it. */
export function ResendCodeButton({ deadline, sending, onResend }: ResendCodeButtonProps) {
  const seconds = useCountdown(deadline);
  return (
    <Button variant="default" fullWidth disabled={seconds > 0} loading={sending} onClick={onResend}>
      {seconds > 0 ? (
        <Trans>Отправить код повторно через {seconds} с</Trans>
      ) : (
        <Trans>Отправить код повторно</Trans>
      )}
    </Button>
  );
}
