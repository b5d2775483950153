import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accessTokenOf, setupSignedInPages } from './support/browser';
import { typeTime } from './support/date-fields';

const signedIn = setupSignedInPages();

async function todaysVisit(page: Page): Promise<{ id: number; number: string }> {
  const response = await fetch(new URL('/svc/main/feeds/list/', inject('baseUrl')), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await accessTokenOf(page)}`,
    },
    body: JSON.stringify({ statuses: ['completed'], limit: 1 }),
  });
  expect(response.status).toBe(200);
  const { items } = (await response.json()) as { items: { id: number; number: string }[] };
  return items[0];
}

describe('restored visits', () => {
  it('copies a visit as a restored one and lists it among the restored visits', async () => {
    const page = await signedIn('administrator', { path: '/restored-visit' });
    await page.getByRole('heading', { name: 'Восстановленные визиты' }).waitFor();
    // The seed restores some visits: the list opens on them.
    await page.locator('[data-list-state="success"]').waitFor();

    const source = await todaysVisit(page);
    await page.goto(`/restored-visit/copy/${source.id}`);
    await page.getByRole('heading', { name: 'Восстановление визита' }).waitFor();
    await page.getByText(`Исходный визит №${source.number}`).waitFor();

    await typeTime(page.getByLabel('Начало визита'), '11:00');
    await typeTime(page.getByLabel('Окончание визита'), '10:00');
    await page.getByRole('button', { name: 'Создать визит' }).click();
    await page.getByText('Начало визита не может быть позже окончания').waitFor();

    await typeTime(page.getByLabel('Окончание визита'), '12:30');
    await page.getByRole('button', { name: 'Создать визит' }).click();
    await page.getByText(/Визит №\d+ создан/).waitFor();
    await page.waitForURL(
      (url) => url.pathname === '/restored-visit' && url.search.includes('number='),
    );
    // The router writes a number-like text JSON-quoted, so it stays a string.
    const number = (new URL(page.url()).searchParams.get('number') ?? '').replaceAll('"', '');
    expect(number).not.toBe(source.number);
    const row = page.getByTestId('resource-table').getByRole('row').filter({ hasText: number });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Запланирован');
    await expect(row.textContent()).resolves.toContain('11:00–12:30');
  });

  it('is not offered to a role that may not see the restored sign', async () => {
    const page = await signedIn('supervisor', { path: '/restored-visit' });
    await page.waitForURL('**/sfa');
  });
});
