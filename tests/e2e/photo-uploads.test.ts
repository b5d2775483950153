import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CheckVisit } from '#src/contracts/checker';
import { accessTokenOf, setupSignedInPages } from './support/browser';

const signedIn = setupSignedInPages();
let files: string;

beforeAll(() => {
  files = mkdtempSync(join(tmpdir(), 'sfa-e2e-uploads-'));
});
afterAll(() => rmSync(files, { recursive: true, force: true }));

const url = (path: string) => new URL(path, inject('baseUrl')).toString();

async function post<T>(page: Page, path: string, body: unknown): Promise<T> {
  const response = await fetch(url(path), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await accessTokenOf(page)}`,
    },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function photoFile(name: string, background: string): Promise<string> {
  const path = join(files, name);
  await sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .jpeg()
    .toFile(path);
  return path;
}

/** The page's calls whose address ends with `path`, as they are sent. */
function callsTo(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(path)) seen.push(request);
  });
  return seen;
}

describe('photos uploaded from the portal', () => {
  it("sends a check's photos in one upload, re-checks their links and shows them", async () => {
    const page = await signedIn('check_manager');
    // An unchecked visit far down the list, apart from the ones other browser tests take.
    const { items } = await post<{ items: CheckVisit[] }>(
      page,
      '/svc/checker/api/v1/visits/list/',
      {
        is_checked: false,
        date_range: { start: '2000-01-01', end: '2099-12-31' },
        limit: 1,
        offset: 170,
      },
    );
    const visit = items[0];
    expect(visit).toBeDefined();
    const uploads = callsTo(page, '/api/v1/files/upload/list/');
    const singleUploads = callsTo(page, '/api/v2/files/upload/');
    const statusChecks = callsTo(page, '/api/v1/file_links/status/');

    await page.goto(`/visit-check/${visit.id}`);
    const form = page.getByTestId('check-list-form');
    await form.waitFor();
    const params = form.locator('[data-testid^="check-param-"]');
    await params.first().waitFor();
    for (let i = 0; i < (await params.count()); i++) {
      await params.nth(i).getByText('Принят', { exact: true }).click();
    }
    await form
      .locator('input[type="file"]')
      .setInputFiles([
        await photoFile('one.jpg', '#2e86c1'),
        await photoFile('two.jpg', '#28b463'),
      ]);
    await page.getByRole('radio', { name: 'Визит принят' }).check();
    await page.getByRole('button', { name: 'Сохранить проверку' }).click();
    await page.getByText('Проверка сохранена', { exact: true }).waitFor();

    // Both photos went in one call, answered with their links, whose status was then asked.
    await expect.poll(() => statusChecks.length).toBeGreaterThan(0);
    expect(uploads).toHaveLength(1);
    expect(singleUploads).toHaveLength(0);
    const answer = (await (await uploads[0].response())?.json()) as { file_link_ids: number[] };
    expect(answer.file_link_ids).toHaveLength(2);
    expect(statusChecks[0].postDataJSON()).toEqual({ ids: answer.file_link_ids });
    const status = (await (await statusChecks[0].response())?.json()) as {
      items: { status: string }[];
    };
    expect(status.items.map((item) => item.status)).toEqual(['ready', 'ready']);

    // Processing no longer, and the check shows both photos.
    await expect.poll(() => page.getByTestId('upload-processing').count()).toBe(0);
    const result = page.getByTestId('check-result').first();
    // Each photo shows once its own file has come: the second may come before the first.
    await expect
      .poll(() => result.getByRole('img', { name: /^Фото проверки/ }).count(), { timeout: 10_000 })
      .toBe(2);
    await result.getByRole('img', { name: 'Фото проверки 1' }).waitFor();
    await result.getByRole('img', { name: 'Фото проверки 2' }).waitFor();
    expect(await page.getByTestId('upload-not-ready').count()).toBe(0);
  });
});

describe('a call without network', () => {
  it("says 'Ошибка сети' when a ticket cannot be sent, and keeps the form", async () => {
    const page = await signedIn('supervisor', { path: '/sfa' });
    await page.getByRole('button', { name: 'Поддержка' }).filter({ visible: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Служба поддержки' });
    await dialog.getByRole('combobox', { name: 'Тип обращения' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('textbox', { name: 'Описание' }).fill('Не открывается отчёт');

    await page.route('**/svc/main/support_requests/', (route) =>
      route.abort('internetdisconnected'),
    );
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await page.getByText('Ошибка сети', { exact: true }).waitFor();
    expect(await page.getByText(/Сбой при загрузке данных/).count()).toBe(0);
    expect(await dialog.getByRole('textbox', { name: 'Описание' }).inputValue()).toBe(
      'Не открывается отчёт',
    );
  });

  it("says 'Ошибка сети' when a list cannot be loaded, and loads on retry", async () => {
    const page = await signedIn('administrator');
    const call = '**/svc/main/cities/list/';
    await page.route(call, (route) => route.abort('internetdisconnected'));
    await page.goto('/catalog/cities');
    const alert = page.locator('[data-list-state="failed"]');
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.textContent()).toBe('Ошибка сетиПовторить');

    await page.unroute(call);
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await expect.poll(() => alert.count(), { timeout: 15_000 }).toBe(0);
  });
});
