import { useEffect, useState } from 'react';
import { ApiError, isRecord } from '#src/api/api-error';

/**
 * Seconds left until `deadline` (a Date.now() instant), ticking once a second; 0 once passed or
 * without a deadline. Counting against a deadline keeps it right when the tab was asleep.
 */
export function useCountdown(deadline: number | null): number {
  const left = () =>
    deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` only reads `deadline`.
  useEffect(() => {
    setSeconds(left());
    if (deadline === null) return;
    const timer = setInterval(() => {
      const remaining = left();
      setSeconds(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return seconds;
}

/** The deadline `resend_after` seconds from now. */
export const deadlineIn = (seconds: number) => Date.now() + seconds * 1000;

/**
 * The countdown a refused code request carries: 'Resend too soon' answers with the seconds still
 * to wait, so the button counts them down instead of failing again.
 */
export function resendAfterOf(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || !isRecord(error.data)) return undefined;
  const seconds = error.data.resend_after;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}
