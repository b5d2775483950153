import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { SendCodeResponse } from '#src/contracts/auth';
import { deadlineIn, resendAfterOf } from './use-countdown';

/**
 * A code by SMS for `login` (sign-in or password reset): sent once when the flow opens, again
 * on `send()`, with the resend deadline from the reply — or from a 'Resend too soon' refusal.
 * `beforeSend` clears the previous attempt's error.
 */
export function useCodeRequest(
  request: UseMutationResult<SendCodeResponse, Error, string>,
  login: string,
  beforeSend: () => void,
) {
  const [resendAt, setResendAt] = useState<number | null>(null);
  const send = () => {
    beforeSend();
    request.mutate(login, {
      onSuccess: (reply) => setResendAt(deadlineIn(reply.resend_after)),
      onError: (error) => {
        const wait = resendAfterOf(error);
        if (wait) setResendAt(deadlineIn(wait));
      },
    });
  };
  // One code per opening of the flow, also under StrictMode's double effect run in development.
  const sent = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on opening.
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    send();
  }, []);
  return { send, resendAt };
}
