import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser } from './support/browser';

const PASSWORD = 'demo-password';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

/** Every test in a fresh profile: no session, storage or service worker from another. */
async function freshPage(options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  context = await browser.newContext({ locale: 'ru-RU', baseURL: inject('baseUrl'), ...options });
  page = await context.newPage();
  return page;
}
afterEach(() => context?.close());

const pathname = () => new URL(page.url()).pathname;

async function signIn(login: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Логин').fill(login);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
}

interface StoredSession {
  accessToken: string;
  accessExpiresAt: string;
  refreshToken: string;
  user: { id: number; last_name: string; first_name: string };
}

const storedSession = () =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('sfa.session') ?? 'null') as StoredSession | null,
  );

describe('signing in', () => {
  it('takes administrator to the portal chooser, then to /sfa', async () => {
    await freshPage();
    await page.goto('/login');
    await signIn('administrator');
    await page.waitForURL('**/portal-choice');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Выберите портал' }).isVisible())
      .toBe(true);
    await page.getByRole('link', { name: 'Портал полевой работы' }).click();
    await page.waitForURL('**/sfa');
    await expect.poll(() => page.getByRole('heading', { name: 'Главная' }).isVisible()).toBe(true);
    expect((await storedSession())?.user.id).toBeGreaterThan(0);
  });

  it("shows 'Неправильный логин или пароль' for a wrong password", async () => {
    await freshPage();
    await page.goto('/login');
    // Checked by the login contract before any call, in the spec's words.
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect.poll(() => page.getByText('Поле обязательно для заполнения').count()).toBe(2);
    await page.getByLabel('Логин').fill('analyst');
    await page.getByLabel('Пароль').fill('12345');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.getByText('Пароль должен содержать не менее 6 символов').waitFor();
    await signIn('analyst', 'not-the-password');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Неправильный логин или пароль');
    expect(pathname()).toBe('/login');
    expect(await storedSession()).toBeNull();
  });

  it('returns to a deep link opened while signed out', async () => {
    await freshPage();
    await page.goto('/ecp?from=mail');
    await page.waitForURL('**/login?redirect=*');
    await signIn('leader');
    await page.waitForURL('**/ecp?from=mail');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Единый портал коммуникаций' }).isVisible())
      .toBe(true);
  });
});

/** Opens /login with the start chunk held back until the returned function lets it through. */
async function openLoginWithStartHeld(): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const startChunkRequested = new Promise<void>((resolve) => {
    void page.route(/\/assets\/startup-[^/]+\.js$/, async (route) => {
      resolve();
      await held;
      await route.continue();
    });
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await startChunkRequested;
  return release;
}

describe('the sign-in screen before the app has started', () => {
  it('is in the page itself: shown with JavaScript off, and its form sends nothing', async () => {
    await freshPage({ javaScriptEnabled: false });
    await page.goto('/login?redirect=%2Fsfa');
    expect(await page.getByRole('heading', { name: 'Вход в портал' }).isVisible()).toBe(true);
    await page.getByLabel('Логин').fill('administrator');
    await page.getByLabel('Пароль').fill(PASSWORD);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    // No request with the password in its address: the page stays as it was.
    expect(page.url()).toBe(`${inject('baseUrl')}/login?redirect=%2Fsfa`);
    expect(await page.getByLabel('Пароль').inputValue()).toBe(PASSWORD);
  });

  it('keeps what was typed and sent before the app took over, and signs in', async () => {
    await freshPage();
    // The start chunk held back: the visitor fills in the prerendered form meanwhile.
    const release = await openLoginWithStartHeld();
    await signIn('administrator');
    release();
    // On to the portal chooser, or to the portal the administrator chose last.
    await page.waitForURL((url) => ['/portal-choice', '/sfa'].includes(url.pathname));
    expect((await storedSession())?.user.id).toBeGreaterThan(0);
  });

  it('signs in on a press of ‘Войти’ begun before the app took over and ended after', async () => {
    await freshPage();
    const release = await openLoginWithStartHeld();
    await page.getByLabel('Логин').fill('administrator');
    await page.getByLabel('Пароль').fill(PASSWORD);
    await page.getByRole('button', { name: 'Войти', exact: true }).hover();
    await page.mouse.down();
    release();
    // The app's own form has replaced the prerendered one (which alone has method="dialog")
    // under the pressed button.
    await page.locator('form:not([method="dialog"])').waitFor();
    await page.mouse.up();
    await page.waitForURL((url) => ['/portal-choice', '/sfa'].includes(url.pathname));
    expect((await storedSession())?.user.id).toBeGreaterThan(0);
  });
});

describe('the session', () => {
  it('renews an access token that expires during use without the user noticing', async () => {
    await freshPage();
    await page.goto('/login');
    await signIn('supervisor');
    // A supervisor may use the field-work portal only: no chooser.
    await page.waitForURL('**/sfa');
    const first = await storedSession();
    if (!first) throw new Error('no session after sign-in');

    // 1. The token is about to expire: the portal renews it 30 s ahead, on its own.
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('sfa.session') ?? '{}');
      session.accessExpiresAt = new Date(Date.now() + 31_000).toISOString();
      localStorage.setItem('sfa.session', JSON.stringify(session));
    });
    await page.goto(`/sfa/user-profile/${first.user.id}`);
    await expect
      .poll(async () => (await storedSession())?.refreshToken, { timeout: 10_000 })
      .not.toBe(first.refreshToken);
    const renewed = await storedSession();
    expect(Date.parse(renewed?.accessExpiresAt ?? '')).toBeGreaterThan(Date.now() + 60_000);

    // 2. The server refuses the access token (expired, revoked, damaged): one refresh, the call
    //    is repeated and the screen shows its data, no error.
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('sfa.session') ?? '{}');
      session.accessToken = `${session.accessToken.slice(0, -4)}AAAA`;
      localStorage.setItem('sfa.session', JSON.stringify(session));
    });
    await page.reload();
    const name = `${first.user.last_name} ${first.user.first_name}`;
    await expect
      .poll(() => page.getByRole('heading', { level: 2 }).first().textContent(), {
        timeout: 10_000,
      })
      .toContain(name);
    // The screen may show the device's copy of its data first; the refetch behind it meets the
    // 401 and refreshes.
    await expect
      .poll(async () => (await storedSession())?.refreshToken, { timeout: 10_000 })
      .not.toBe(renewed?.refreshToken);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(pathname()).toBe(`/sfa/user-profile/${first.user.id}`);
    const after = await storedSession();
    expect(after?.accessToken.endsWith('AAAA')).toBe(false);
  });

  it('gives a field-only role the access-denied page, with a way out', async () => {
    await freshPage();
    await page.goto('/login');
    await signIn('merchandiser');
    await page.waitForURL('**/access-denied');
    await expect.poll(() => page.getByText('У вас нет доступа к порталу.').isVisible()).toBe(true);
    await page.goto('/sfa');
    await page.waitForURL('**/access-denied');
    await page.getByRole('button', { name: 'Выйти' }).click();
    await page.waitForURL('**/login');
    expect(await storedSession()).toBeNull();
  });

  it('leaves nothing of the previous user after logout, also behind the Back button', async () => {
    await freshPage();
    await page.goto('/login');
    await signIn('department_head');
    await page.waitForURL('**/portal-choice');
    const session = await storedSession();
    if (!session) throw new Error('no session after sign-in');
    await page.getByRole('link', { name: 'Портал полевой работы' }).click();
    await page.waitForURL('**/sfa');
    await page.goto(`/sfa/user-profile/${session.user.id}`);
    const name = `${session.user.last_name} ${session.user.first_name}`;
    await expect.poll(() => page.getByText(name).first().isVisible()).toBe(true);
    await page.evaluate(() => sessionStorage.setItem('sfa.draft', 'unsent'));

    await page.getByRole('button', { name: 'Выйти' }).click();
    await page.waitForURL('**/login');
    await page.goBack();
    await page.waitForURL('**/login**');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Вход в портал' }).isVisible())
      .toBe(true);

    expect(await page.textContent('body')).not.toContain(session.user.last_name);
    const left = await page.evaluate(async () => ({
      local: { ...localStorage },
      session: { ...sessionStorage },
      databases: (await indexedDB.databases()).map((database) => database.name),
      // The shell and the deployment's settings stay: the portal needs them to start offline.
      caches: (await caches.keys()).filter(
        (name) => !name.includes('precache') && name !== 'sfa-runtime-config',
      ),
    }));
    // What a fresh page writes again is device state, not the user's: the runtime configuration
    // and the router's scroll positions (keyed by random ids).
    expect(Object.keys(left.local).every((key) => key === 'sfa.runtime-config')).toBe(true);
    expect(Object.keys(left.session).every((key) => key.startsWith('tsr-scroll-restoration'))).toBe(
      true,
    );
    const stored = JSON.stringify([left.local, left.session]);
    for (const secret of [
      session.accessToken,
      session.refreshToken,
      session.user.last_name,
      'department_head',
      `user-profile/${session.user.id}`,
      'unsent',
    ]) {
      expect(stored).not.toContain(secret);
    }
    expect(left.databases).toEqual([]);
    expect(left.caches).toEqual([]);
  });

  it('is shared by the tabs: one refresh for all, and signing out in one signs out all', async () => {
    await freshPage();
    const refreshes: string[] = [];
    context.on('request', (request) => {
      if (request.url().endsWith('/api/v1/auth/refresh/')) refreshes.push(request.url());
    });
    await page.goto('/login');
    await signIn('crisis_manager');
    await page.waitForURL('**/sfa');
    const other = await context.newPage();
    await other.goto('/sfa');
    await expect.poll(() => other.getByRole('heading', { name: 'Главная' }).isVisible()).toBe(true);

    // Both tabs learn that the token expires in 31 s: the other through the storage event, this
    // one by starting again. Both timers fire at about the same moment.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('sfa.session') ?? '{}');
      stored.accessExpiresAt = new Date(Date.now() + 31_000).toISOString();
      localStorage.setItem('sfa.session', JSON.stringify(stored));
    });
    await page.reload();
    await expect.poll(() => refreshes.length, { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(2_000);
    expect(refreshes).toHaveLength(1);

    await page.goto('/sfa');
    await page.getByRole('button', { name: 'Выйти' }).click();
    await page.waitForURL('**/login');
    await other.waitForURL('**/login**');
    expect(await other.textContent('body')).not.toContain('Главная');
  });
});
