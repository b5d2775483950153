import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchBrowser } from './browser-launch';

export { launchBrowser };

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
  const browser = await launchBrowser();
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

export const DEMO_PASSWORD = 'demo-password';

/** Signs in on /login as a person would and waits to leave the login page. */
export async function signInAs(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Логин').fill(login);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await page.waitForURL((address) => !address.pathname.startsWith('/login'));
}
