import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPortal, type PortalSession } from './support/browser';

let session: PortalSession;
beforeAll(async () => {
  session = await openPortal('/');
});
afterAll(() => session.close());

describe('a fresh `npm start`', () => {
  it('opens the login page in Russian for a visitor who is not signed in', async () => {
    const { page } = session;
    await page.waitForURL('**/login');
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
    await expect.poll(() => page.getByRole('button', { name: 'Войти' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Логин').isVisible()).toBe(true);
    expect(await page.getByLabel('Пароль').isVisible()).toBe(true);
  });

  it('shows the version in the footer', async () => {
    await expect.poll(() => session.page.getByText('v1.13.0').isVisible()).toBe(true);
  });

  it('sends any other route of a visitor to the login page', async () => {
    const { page } = session;
    await page.goto('/visit-feed?date_from=2026-01-01');
    await page.waitForURL('**/login**');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('shows the privacy policy without signing in', async () => {
    const { page } = session;
    await page.goto('/policies');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/конфиденциальност/i);
  });

  it('shows required-field messages in Russian on an empty submit', async () => {
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect
      .poll(() => page.getByText('Поле обязательно для заполнения').count())
      .toBeGreaterThan(0);
  });

  it('is installable: a Russian web manifest with icons and a service worker', async () => {
    const { page, baseUrl } = session;
    const manifestHref = await page.getAttribute('link[rel="manifest"]', 'href');
    expect(manifestHref).toMatch(/manifest/);
    const manifest = await (await fetch(new URL(manifestHref ?? '', baseUrl))).json();
    expect(manifest.lang).toBe('ru');
    expect(
      manifest.icons.some((icon: { purpose?: string }) => icon.purpose?.includes('maskable')),
    ).toBe(true);
    await expect
      .poll(
        () => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())),
        { timeout: 15_000 },
      )
      .toBe(true);
  });
});
