import type { FastifyRequest } from 'fastify';
import { ApiError } from '#server/http/errors';
import { AUTH_ERRORS, type SendCodeResponse } from '#src/contracts/auth';
import { recordAttempt, resendWait } from './attempts';
import { type CodePurpose, issueCode } from './code-store';
import { CODE_RESEND_SECONDS, CODE_TTL_SECONDS } from './codes';
import { findSignInUser, loginKey } from './find-user';
import { smsGatewayFor } from './sms-gateway';

const TEXTS: Record<CodePurpose, (code: string) => string> = {
  sms: (code) => `Код для входа в SFA Портал: ${code}. Никому его не сообщайте.`,
  reset: (code) => `Код для смены пароля в SFA Портал: ${code}. Никому его не сообщайте.`,
};

/**
 * Texts a code to the login's phone when the login is an active user with a phone, and answers
 * the same countdown in every case: the reply never says whether anything was sent.
 */
export async function sendCode(
  request: FastifyRequest,
  purpose: CodePurpose,
  login: string,
): Promise<SendCodeResponse> {
  const { db, config } = request.server;
  const method = purpose === 'sms' ? 'sms_send' : 'reset_send';
  const attempt = { login: loginKey(login), ip: request.ip, method } as const;
  const wait = await resendWait(db, attempt.login, method, CODE_RESEND_SECONDS);
  if (wait > 0) {
    await recordAttempt(db, { ...attempt, success: false, reason: 'too_soon' });
    throw new ApiError(429, AUTH_ERRORS.resendTooSoon, undefined, { resend_after: wait });
  }
  const user = await findSignInUser(db, login);
  if (user?.status === 'active' && user.phone) {
    const code = await issueCode(db, config.jwtSecret, purpose, { id: user.id, phone: user.phone });
    const gateway = smsGatewayFor(db, request.log, config);
    await gateway.send({ phone: user.phone, text: TEXTS[purpose](code), code });
  }
  // Recorded as accepted for unknown logins too: the countdown must run for them alike.
  await recordAttempt(db, { ...attempt, success: true, userId: user?.id });
  request.log.info({ login: attempt.login, purpose }, 'sign-in code requested');
  return { resend_after: CODE_RESEND_SECONDS, expires_in: CODE_TTL_SECONDS };
}
