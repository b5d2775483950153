import type { AppConfig } from '#server/config';

/** Checks the X-Captcha-Token of a login call. */
export interface CaptchaVerifier {
  verify(token: string, ip: string): Promise<boolean>;
}

/** Without a provider any non-empty token passes: development, tests and closed networks. */
const acceptAnyToken: CaptchaVerifier = {
  verify: async (token) => token.length > 0,
};

const VERIFY_TIMEOUT_MS = 5_000;

/** reCAPTCHA, hCaptcha and Turnstile share one protocol: a form POST answering `{ success }`. */
const SITEVERIFY_URLS: Record<string, string> = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};

function siteverify(url: string, secret: string): CaptchaVerifier {
  return {
    async verify(token, ip) {
      const body = new URLSearchParams({ secret, response: token, remoteip: ip });
      const reply = await fetch(url, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      });
      const result = (await reply.json()) as { success?: boolean };
      return reply.ok && result.success === true;
    },
  };
}

/** Yandex SmartCaptcha: a GET answering `{ status: 'ok' }`. */
function yandexSmartCaptcha(secret: string): CaptchaVerifier {
  return {
    async verify(token, ip) {
      const url = new URL('https://smartcaptcha.yandexcloud.net/validate');
      url.search = new URLSearchParams({ secret, token, ip }).toString();
      const reply = await fetch(url, { signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
      const result = (await reply.json()) as { status?: string };
      return reply.ok && result.status === 'ok';
    },
  };
}

/** The verifier CAPTCHA_PROVIDER and CAPTCHA_SECRET select; an unknown name fails at start-up. */
export function captchaVerifierFor(config: AppConfig): CaptchaVerifier {
  const provider = config.captchaProvider.toLowerCase();
  if (!provider || provider === 'none') return acceptAnyToken;
  if (!config.captchaSecret) throw new Error(`CAPTCHA_PROVIDER=${provider} needs CAPTCHA_SECRET`);
  if (provider === 'yandex') return yandexSmartCaptcha(config.captchaSecret);
  const url = SITEVERIFY_URLS[provider];
  if (!url) throw new Error(`Unknown CAPTCHA_PROVIDER: ${provider}`);
  return siteverify(url, config.captchaSecret);
}
