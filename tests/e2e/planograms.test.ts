import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { accessTokenOf, setupSignedInPages } from './support/browser';
import { openMenuGroup } from './support/side-menu';

const signedIn = setupSignedInPages();

/** A list call of the main service as the signed-in user: the test picks rows the seed holds. */
async function listMain<Row>(page: Page, path: string, body: object): Promise<Row[]> {
  const response = await fetch(new URL(`/svc/main${path}`, inject('baseUrl')), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await accessTokenOf(page)}`,
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Row[] }).items;
}

const emptyList = (page: Page) => page.locator('[data-list-state="empty"]');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** Picks the outlet in the tab's searchable select, then asks to link it. */
async function linkOutlet(page: Page, name: string) {
  const select = page.getByRole('combobox', { name: 'Торговая точка' });
  await select.fill(name);
  await page
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .first()
    .click();
  await page.getByRole('button', { name: 'Привязать', exact: true }).click();
}

describe('planograms', () => {
  it('creates a planogram with its file, links an outlet once and unlinks it after asking', async () => {
    const page = await signedIn('administrator', { path: '/sfa' });
    await openMenuGroup(page, 'Справочники');
    await page.getByRole('navigation').getByRole('link', { name: 'Планограммы' }).click();
    await page.waitForURL('**/planograms');
    await page.getByRole('heading', { name: 'Планограммы' }).waitFor();
    expect(await page.title()).toBe('Планограммы — SFA Портал');

    const [project] = await listMain<{ id: number; name: string }>(page, '/projects/list/', {
      sort: 'name',
      limit: 1,
      offset: 0,
    });
    const [outlet] = await listMain<{ id: number; name: string }>(page, '/project_outlets/list/', {
      project_ids: [project.id],
      sort: 'name',
      limit: 1,
      offset: 0,
    });

    await page.getByRole('link', { name: 'Создать' }).click();
    await page.waitForURL('**/planograms/create');
    const name = `Полка ${Date.now()}`;
    // Required fields' labels end in an asterisk.
    const form = page.locator('form');
    await form.getByLabel(/^Проект/).click();
    await page.getByRole('option', { name: project.name, exact: true }).click();
    await form.getByLabel(/^Название/).fill(name);
    await form.getByLabel(/^Тип/).click();
    await page.getByRole('option', { name: 'Уход за волосами' }).click();
    await page.getByRole('button', { name: 'Создать' }).click();
    await page.waitForURL(/\/planograms\/\d+$/);
    const main = new URL(page.url()).pathname;
    await page.getByRole('heading', { name }).waitFor();
    await page.getByText('Уход за волосами').first().waitFor();

    // A text file is refused with the formats named; an image is taken and shown.
    const file = page.getByTestId('planogram-file');
    const input = file.locator('input[type=file]');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('не планограмма'),
    });
    await file
      .getByText('Недопустимый формат файла: загрузите изображение (JPG, PNG, GIF, WEBP) или PDF')
      .waitFor();
    const png = await sharp({
      create: { width: 48, height: 32, channels: 3, background: '#1971c2' },
    })
      .png()
      .toBuffer();
    const uploaded = page.getByText('Файл планограммы загружен').waitFor();
    await input.setInputFiles({ name: 'shelf.png', mimeType: 'image/png', buffer: png });
    await uploaded;
    await file.getByTestId('planogram-image').waitFor();
    await file.getByText('shelf.png').waitFor();
    await file.getByRole('button', { name: 'Заменить файл' }).waitFor();

    // The outlets tab is an address of its own.
    await tab(page, 'Торговые точки').click();
    await page.waitForURL((url) => url.pathname === `${main}/outlets`);
    await emptyList(page).waitFor();

    const linked = page.getByText('Точка привязана к планограмме').waitFor();
    await linkOutlet(page, outlet.name);
    await linked;
    const rows = page.getByTestId('resource-table').getByRole('row');
    await rows.filter({ hasText: outlet.name }).waitFor();

    // The same outlet again: refused, naming it (spec section 8).
    await linkOutlet(page, outlet.name);
    await page
      .getByTestId('link-error')
      .getByText(`Планограмма уже привязана к точкам: ${outlet.name}`)
      .waitFor();
    expect(await rows.count()).toBe(2);

    // Opened directly, the tab shows the linked outlet under its own title.
    await page.goto(`${main}/outlets`);
    await rows.filter({ hasText: outlet.name }).waitFor();
    await expect.poll(() => tab(page, 'Торговые точки').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.title()).toBe('Торговые точки планограммы — SFA Портал');

    // Unlinking asks first: cancelled, the outlet stays; confirmed, it goes.
    await page.getByRole('button', { name: `Отвязать ${outlet.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Отвязать точку от планограммы?' });
    await dialog.getByText(outlet.name).waitFor();
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await rows.filter({ hasText: outlet.name }).count()).toBe(1);
    await page.getByRole('button', { name: `Отвязать ${outlet.name}` }).click();
    await dialog.getByRole('button', { name: 'Отвязать' }).click();
    await emptyList(page).waitFor();
  });

  it("sets an outlet's availability for tasks on its page, a reason required", async () => {
    const page = await signedIn('administrator', { path: '/' });
    const [outlet] = await listMain<{ id: number }>(page, '/project_outlets/list/', {
      sort: '-id',
      limit: 1,
      offset: 0,
    });
    await page.goto(`/catalog/outlets/${outlet.id}`);
    const panel = page.getByTestId('outlet-task-status');
    await panel.getByText('Статус не менялся').waitFor();

    await panel.locator('label').filter({ hasText: 'Ремонт' }).click();
    await panel.getByRole('button', { name: 'Сохранить статус' }).click();
    await panel.getByText('Укажите причину: точка не открыта для задач').first().waitFor();

    const reason = `Ремонт зала ${Date.now()}`;
    await panel.getByLabel('Причина').fill(reason);
    const saved = page.getByText('Статус точки сохранён').waitFor();
    await panel.getByRole('button', { name: 'Сохранить статус' }).click();
    await saved;
    await expect.poll(() => panel.getByTestId('task-status').textContent()).toBe('Ремонт');
    await panel.getByTestId('task-status-reason').getByText(reason).waitFor();
  });
});
