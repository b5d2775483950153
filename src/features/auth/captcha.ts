/**
 * The login call must carry X-Captcha-Token (spec section 7). No captcha service is chosen yet,
 * so this placeholder hands out a fixed non-empty token; a real provider (a widget that yields a
 * one-time token) replaces this function and nothing else.
 */
export async function getCaptchaToken(): Promise<string> {
  return 'captcha-placeholder';
}
