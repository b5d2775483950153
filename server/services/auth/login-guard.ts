import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import { ApiError } from '#server/http/errors';
import { AUTH_ERRORS } from '#src/contracts/auth';
import type { CaptchaVerifier } from './captcha';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
};

/**
 * The login call's X-Api-Key and X-Captcha-Token, checked before the body is validated, so a
 * caller without them learns nothing about the body either.
 */
export function loginGuard(captcha: CaptchaVerifier): preValidationHookHandler {
  return async function checkLoginHeaders(request) {
    if (!sameSecret(header(request, 'x-api-key'), request.server.config.apiKey)) {
      request.log.info({ ip: request.ip }, 'sign-in refused: invalid API key');
      throw new ApiError(401, AUTH_ERRORS.invalidApiKey);
    }
    const token = header(request, 'x-captcha-token');
    let passed = false;
    try {
      passed = token !== '' && (await captcha.verify(token, request.ip));
    } catch (error) {
      request.log.warn({ err: error }, 'captcha provider unreachable');
    }
    if (!passed) {
      request.log.info({ ip: request.ip }, 'sign-in refused: captcha');
      throw new ApiError(400, AUTH_ERRORS.captchaRequired);
    }
  };
}
