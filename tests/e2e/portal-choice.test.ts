import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, DEMO_PASSWORD } from './support/browser';

// The choice is kept on the server, so it outlives the browser profile: each sign-in below is
// on a fresh page of one context, and signing out wipes everything the browser holds.
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Every path the page showed, in order: a chooser seen for an instant counts too. */
let visited: string[] = [];

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());
afterEach(() => context?.close());

async function freshProfile(): Promise<void> {
  context = await browser.newContext({ locale: 'ru-RU', baseURL: inject('baseUrl') });
  page = await context.newPage();
  visited = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
}

async function signIn(login: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Логин').fill(login);
  await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
}

async function signOut(): Promise<void> {
  await page.getByRole('button', { name: 'Выйти' }).click();
  await page.waitForURL('**/login');
}

/** Picks a portal on the chooser and waits until the server has kept the choice. */
async function choose(name: 'Портал полевой работы' | 'Единый портал коммуникаций') {
  const kept = page.waitForResponse(
    (response) =>
      response.url().endsWith('/settings/my_portal/') && response.request().method() === 'PUT',
  );
  await page.getByRole('link', { name }).click();
  expect((await kept).status()).toBe(200);
}

const sfaHome = () => page.getByRole('heading', { name: 'Главная' });
const ecpHome = () => page.getByText('Это единый портал коммуникаций. Его разделы появятся здесь.');
const chooser = () => page.getByRole('heading', { name: 'Выберите портал' });

describe('the portal a sign-in lands on', () => {
  it('takes a user of the field-work portal only straight there, with nothing to switch', async () => {
    await freshProfile();
    await signIn('client');
    await page.waitForURL('**/sfa');
    await sfaHome().waitFor();
    expect(visited).not.toContain('/portal-choice');
    expect(await page.getByRole('link', { name: 'Сменить портал' }).count()).toBe(0);
    // The communication portal is not theirs: its address leads home.
    await page.goto('/ecp');
    await page.waitForURL('**/sfa');
  });

  it('asks a two-portal user once, then remembers; the account menu switch moves it', async () => {
    await freshProfile();
    // First sign-in: asked.
    await signIn('director_merchandiser');
    await page.waitForURL('**/portal-choice');
    await chooser().waitFor();
    expect(visited).toContain('/portal-choice');
    await choose('Единый портал коммуникаций');
    await page.waitForURL('**/ecp');
    await ecpHome().waitFor();
    await signOut();

    // Second sign-in: straight to the chosen portal.
    visited = [];
    await signIn('director_merchandiser');
    await page.waitForURL('**/ecp');
    await ecpHome().waitFor();
    expect(visited).not.toContain('/portal-choice');

    // Switching from the account menu changes where the next sign-in lands.
    await page.getByRole('link', { name: 'Сменить портал' }).click();
    await page.waitForURL('**/portal-choice');
    await choose('Портал полевой работы');
    await page.waitForURL('**/sfa');
    await sfaHome().waitFor();
    await signOut();

    visited = [];
    await signIn('director_merchandiser');
    await page.waitForURL('**/sfa');
    await sfaHome().waitFor();
    expect(visited).not.toContain('/portal-choice');
    expect(visited).not.toContain('/ecp');
  });
});
