import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { DEMO_PASSWORD, signedInState } from './api-sign-in';
import { connectBrowser } from './run-browser';

export { connectBrowser, DEMO_PASSWORD };

export interface PortalSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  close(): Promise<void>;
}

export async function openPortal(
  path = '/',
  options: { locale?: string } = {},
): Promise<PortalSession> {
  const baseUrl = inject('baseUrl');
  const browser = await connectBrowser();
  const context = await browser.newContext({ locale: options.locale ?? 'ru-RU', baseURL: baseUrl });
  const page = await context.newPage();
  await page.goto(path);
  return {
    browser,
    context,
    page,
    baseUrl,
    close: async () => {
      await context.close();
      await browser.close();
    },
  };
}

/**
 * Signs in on /login as a person would and waits to leave the login page (the benches' way in).
 * A browser test whose subject is not signing in starts signed in instead (`newSignedInContext`,
 * `setupSignedInPages`): the form's sign-in is the subject of tests of its own.
 */
export async function signInAs(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Логин').fill(login);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  try {
    await page.waitForURL((address) => !address.pathname.startsWith('/login'));
  } catch (error) {
    // A sign-in that stays on /login is rare and timing-bound: say what the page showed.
    throw new Error(`sign-in as ${login} stayed on /login: ${await signInState(page)}`, {
      cause: error,
    });
  }
}

/** The login page as a person would read it: address, fields, messages, focus. */
async function signInState(page: Page): Promise<string> {
  const state = await page
    .evaluate(() => {
      const value = (selector: string) =>
        document.querySelector<HTMLInputElement>(selector)?.value ?? null;
      return {
        url: location.href,
        login: value('input[autocomplete="username"]'),
        passwordLength: value('input[type="password"]')?.length ?? null,
        alerts: [...document.querySelectorAll('[role="alert"], [data-error="true"]')].map(
          (node) => node.textContent,
        ),
        focused: document.activeElement?.outerHTML.slice(0, 120) ?? null,
        prerendered: document.querySelector('form[data-sent-early]') !== null,
      };
    })
    .catch((error: unknown) => ({ unreadable: String(error) }));
  return JSON.stringify(state);
}

export interface SignInOptions {
  /** Where to go once signed in. */
  path?: string;
  /** Viewport width; 1280 by default (the full side menu). */
  width?: number;
  /** Viewport height; 900 by default. */
  height?: number;
  /** A touch device (`hasTouch`, `isMobile`): a tablet or a phone held in the hand. */
  touch?: boolean;
}

/**
 * A fresh context (a device that never loaded the portal) signed in as `login` through the API:
 * the page it opens first starts signed in, as a page opened after the login form's sign-in.
 */
export async function newSignedInContext(
  browser: Browser,
  login: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const baseUrl = inject('baseUrl');
  return browser.newContext({
    locale: 'ru-RU',
    baseURL: baseUrl,
    ...options,
    storageState: await signedInState(baseUrl, login),
  });
}

/**
 * Opens `/` signed in and waits until the portal has sent the page on to where a sign-in on
 * the login form lands: the user's portal, the portal chooser (a user of both portals who has
 * not chosen yet), or the access-denied page.
 */
export async function openLanding(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForURL((address) => address.pathname !== '/');
}

/**
 * The run's browser for the test file and a fresh context per sign-in, closed after each test:
 * the hooks are registered here, so a file calls this once at its top level.
 */
export function setupSignedInPages(defaults: SignInOptions = {}) {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  /** `login` null: a page nobody signed in on. */
  return async function signedIn(login: string | null, options: SignInOptions = {}): Promise<Page> {
    if (!browser) throw new Error('setupSignedInPages: the browser is not connected yet');
    const { path, width = 1280, height = 900, touch = false } = { ...defaults, ...options };
    const device = {
      viewport: { width, height },
      ...(touch ? { hasTouch: true, isMobile: true } : {}),
    };
    const context =
      login === null
        ? await browser.newContext({ locale: 'ru-RU', baseURL: inject('baseUrl'), ...device })
        : await newSignedInContext(browser, login, device);
    contexts.push(context);
    const page = await context.newPage();
    if (path) await page.goto(path);
    else if (login !== null) await openLanding(page);
    return page;
  };
}

/** The access token the page holds now, to ask the server what the page's user would see. */
export const accessTokenOf = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('sfa.session');
    return raw ? (JSON.parse(raw) as { accessToken: string }).accessToken : '';
  });
