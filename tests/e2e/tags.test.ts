import { describe, expect, inject, it } from 'vitest';
import { accessTokenOf, setupSignedInPages } from './support/browser';

const signedIn = setupSignedInPages();

describe('tags on an outlet', () => {
  it('lets the administrator add a new tag to an outlet and remove it after confirming', async () => {
    const page = await signedIn('administrator');
    const response = await fetch(new URL('/svc/main/project_outlets/list/', inject('baseUrl')), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await accessTokenOf(page)}`,
      },
      body: JSON.stringify({ limit: 1, sort: '-id' }),
    });
    const [outlet] = ((await response.json()) as { items: { id: number }[] }).items;
    await page.goto(`/catalog/outlets/${outlet.id}`);
    const block = page.getByTestId('entity-tags');
    await block.getByRole('heading', { name: 'Теги' }).waitFor();

    const name = `Тест ${Date.now()}`;
    const add = block.getByPlaceholder('Добавить тег');
    await add.click();
    await add.fill(name);
    await page.getByRole('option', { name: `Создать тег «${name}»` }).click();
    await page.getByText('Тег добавлен').waitFor();
    const chip = block.getByText(name, { exact: true });
    await chip.waitFor();

    // Still there when the page is opened afresh.
    await page.reload();
    await chip.waitFor();

    await block.getByRole('button', { name: `Удалить тег ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Удалить тег?' });
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await page.getByText('Тег удалён').waitFor();
    await chip.waitFor({ state: 'detached' });
    expect(await block.getByText(name, { exact: true }).count()).toBe(0);
  });
});
