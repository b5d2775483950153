import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, newSignedInContext } from './support/browser';

const PASSWORD = 'demo-password';
const API_KEY = 'sfa-portal-local-key';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let files: string;

beforeAll(async () => {
  browser = await connectBrowser();
  files = mkdtempSync(join(tmpdir(), 'sfa-e2e-files-'));
});
afterAll(async () => {
  await browser?.close();
  rmSync(files, { recursive: true, force: true });
});
afterEach(() => context?.close());

const url = (path: string) => new URL(path, inject('baseUrl')).toString();

/** Signs in through the API, as a script would: the token and the user. */
async function apiSignIn(login: string): Promise<{ token: string; userId: number }> {
  const response = await fetch(url('/svc/auth/api/v1/auth/login/'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY, 'x-captcha-token': 'e2e' },
    body: JSON.stringify({ login, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    tokens: { access: { token: string } };
    user: { id: number };
  };
  return { token: body.tokens.access.token, userId: body.user.id };
}

async function api<T>(token: string, path: string, body: unknown, status = 200): Promise<T> {
  const response = await fetch(url(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(status);
  return (await response.json()) as T;
}

/** A fresh browser profile signed in as `login`, on `path`. */
async function signedIn(login: string, path: string): Promise<Page> {
  context = await newSignedInContext(browser, login);
  page = await context.newPage();
  await page.goto(path);
  return page;
}

/** The side menu's notifications link (the visible one, should the menu render twice). */
const menuLink = () => page.getByRole('link', { name: /^Уведомления/ }).filter({ visible: true });

/** The unread count on the menu's notifications link; 0 when it shows no badge. */
async function unreadCount(): Promise<number> {
  const link = menuLink();
  await link.waitFor();
  const badge = link.locator('[data-unread-count]');
  return (await badge.count()) ? Number(await badge.getAttribute('data-unread-count')) : 0;
}

describe('notifications', () => {
  it('shows a new notification in the unread count within 6 s and clears it when viewed', async () => {
    const recipient = await apiSignIn('leader');
    const admin = await apiSignIn('administrator');
    await signedIn('leader', '/sfa');
    await expect.poll(unreadCount).toBeGreaterThan(0);
    const before = await unreadCount();

    const title = `Проверка связи ${Date.now()}`;
    await api(
      admin.token,
      '/svc/notifications/api/v1/cp/distributions/',
      {
        title,
        text: 'Личная рассылка из теста.',
        mailing_type: 'personal',
        user_ids: [recipient.userId],
      },
      201,
    );
    const sent = Date.now();
    await expect.poll(unreadCount, { timeout: 6_000, interval: 250 }).toBe(before + 1);
    expect(Date.now() - sent).toBeLessThan(6_000);

    await menuLink().click();
    await page.waitForURL('**/notifications');
    const item = page.getByLabel(title);
    await item.getByRole('button', { name: 'Отметить прочитанным' }).click();
    await expect.poll(unreadCount).toBe(before);
    await expect.poll(() => item.getAttribute('data-unread')).toBeNull();

    await page.getByRole('button', { name: 'Отметить все прочитанными' }).click();
    await expect.poll(unreadCount).toBe(0);
    await page.reload();
    await expect.poll(unreadCount).toBe(0);
  });

  it('deletes a notification only after confirmation', async () => {
    const recipient = await apiSignIn('analyst');
    const admin = await apiSignIn('administrator');
    const title = `Удаляемое ${Date.now()}`;
    await api(
      admin.token,
      '/svc/notifications/api/v1/cp/distributions/',
      { title, text: 'Будет удалено.', mailing_type: 'personal', user_ids: [recipient.userId] },
      201,
    );
    await signedIn('analyst', '/notifications');
    const item = page.getByLabel(title);
    await item.getByRole('button', { name: 'Удалить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Удалить уведомление?' });
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await item.count()).toBe(1);

    await item.getByRole('button', { name: 'Удалить' }).click();
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await expect.poll(() => item.count()).toBe(0);
    const left = await api<{ items: { title: string }[] }>(
      recipient.token,
      '/svc/notifications/api/v1/notifications/list/',
      { limit: 100 },
    );
    expect(left.items.some((notification) => notification.title === title)).toBe(false);
  });
});

describe('support', () => {
  it('files a ticket with an image attachment that arrives with its file link', async () => {
    const admin = await apiSignIn('administrator');
    const types = await api<{ items: { id: number; name: string; is_technical: boolean }[] }>(
      admin.token,
      '/svc/main/support_request_types/list/',
      {},
    );
    const type = types.items[0];
    const photo = join(files, 'screen.png');
    await sharp({
      create: { width: 16, height: 16, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .png()
      .toFile(photo);
    const notImage = join(files, 'notes.txt');
    writeFileSync(notImage, 'not an image');

    await signedIn('supervisor', '/sfa');
    await page.getByRole('button', { name: 'Поддержка' }).filter({ visible: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Служба поддержки' });
    await expect.poll(() => dialog.getByText('+7 (800) 555-35-35').isVisible()).toBe(true);

    // Required on submit, in Russian; then the fields one by one.
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await expect.poll(() => dialog.getByText('Поле обязательно для заполнения').count()).toBe(2);
    await dialog.getByRole('combobox', { name: 'Тип обращения' }).click();
    await page.getByRole('option', { name: type.name }).click();
    const content = `Не загружается фото витрины ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Описание' }).fill(content);
    await expect.poll(() => dialog.getByText('Поле обязательно для заполнения').count()).toBe(0);

    const picker = dialog.locator('input[type="file"]');
    await picker.setInputFiles(notImage);
    await expect.poll(() => dialog.getByText(/Недопустимый формат файла/).isVisible()).toBe(true);
    await picker.setInputFiles(photo);
    await expect.poll(() => dialog.getByText(/^Размер: \d+ Bytes$/).isVisible()).toBe(true);

    const statusChecks: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/file_links/status/')) {
        statusChecks.push(request.postDataJSON());
      }
    });
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await expect.poll(() => page.getByText('Обращение отправлено').isVisible()).toBe(true);
    await expect.poll(() => dialog.count()).toBe(0);

    const tickets = await api<{
      items: { id: number; content: string; is_technical: boolean; attachments: unknown[] }[];
    }>(admin.token, '/svc/main/v2/support_requests/list/', { search: content });
    expect(tickets.items).toHaveLength(1);
    const [ticket] = tickets.items;
    expect(ticket).toMatchObject({ content, is_technical: type.is_technical });
    expect(ticket.attachments).toHaveLength(1);
    const links = await api<{
      file_links: {
        id: number;
        generic_type: string;
        generic_id: number;
        is_preview: boolean;
        file: { mime: string };
      }[];
    }>(admin.token, '/svc/main/file_links/list/', {
      generic_type: 'SUPPORT_REQUEST',
      generic_id: [ticket.id],
    });
    expect(links.file_links).toHaveLength(1);
    expect(links.file_links[0]).toMatchObject({
      generic_type: 'SUPPORT_REQUEST',
      generic_id: ticket.id,
      is_preview: false,
      file: { mime: 'image/png' },
    });
    // The portal re-checked the new link after the upload (spec section 9).
    await expect.poll(() => statusChecks.length).toBeGreaterThan(0);
    expect(statusChecks[0]).toEqual({ ids: [links.file_links[0].id] });
  });

  it('keeps the filters of /support-requests in the address: a new page shows the same', async () => {
    await signedIn('administrator', '/support-requests');
    const rows = () => page.locator('[data-list-state="success"] tbody tr').count();
    await expect
      .poll(() => page.locator('[data-list-state="success"]').count(), { timeout: 15_000 })
      .toBe(1);

    await page.getByRole('combobox', { name: 'Статус' }).click();
    await page.getByRole('option', { name: 'Ожидает' }).click();
    await page.keyboard.press('Escape');
    await page.getByText('Да', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('is_technical')).toBe('true');
    expect(new URL(page.url()).searchParams.get('statuses')).toBe('pending');
    await expect.poll(() => page.locator('[data-list-state="loading"]').count()).toBe(0);
    const filtered = await rows();

    const other = await context.newPage();
    await other.goto(page.url());
    await expect
      .poll(() => other.locator('[data-list-state="success"], [data-list-state="empty"]').count())
      .toBe(1);
    expect(await other.getByRole('radio', { name: 'Да' }).isChecked()).toBe(true);
    expect(await other.locator('.mantine-MultiSelect-pill', { hasText: 'Ожидает' }).count()).toBe(
      1,
    );
    expect(await other.locator('[data-list-state="success"] tbody tr').count()).toBe(filtered);

    // Back undoes the last filter; the hidden filter panel stays hidden after a reload.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('is_technical')).toBeNull();
    // The address changes first, the form follows on the next render.
    await expect.poll(() => page.getByRole('radio', { name: 'Все' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Скрыть фильтры' }).click();
    await page.reload();
    await expect
      .poll(() => page.getByRole('button', { name: 'Показать фильтры' }).isVisible())
      .toBe(true);
  });
});
