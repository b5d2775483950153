import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupSignedInPages } from './support/browser';
import { downloadedBytes } from './support/downloads';

const signedIn = setupSignedInPages();

const csv = (lines: string[]) => Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');

/** Picks the option `name` of the Mantine select labelled `label` in the dialog. */
async function choose(page: Page, label: string, name?: string) {
  const dialog = page.getByRole('dialog', { name: 'Новый импорт' });
  await dialog.getByRole('combobox', { name: label }).click();
  const option = name
    ? page.getByRole('option', { name, exact: true })
    : page.getByRole('option').first();
  await option.click();
}

/** From the project outlets list: "Импорт", the file, a check, then "Импортировать". */
async function importFile(page: Page, file: { name: string; buffer: Buffer }) {
  await page.getByRole('button', { name: 'Импорт', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый импорт' });
  await dialog.waitFor();
  // The list's kind is chosen already, named once the catalogue has come.
  const kind = dialog.getByRole('combobox', { name: 'Вид импорта' });
  await expect.poll(() => kind.inputValue(), { timeout: 10_000 }).toBe('Торговые точки проекта');
  if ((await dialog.getByRole('combobox', { name: 'Проект' }).inputValue()) === '') {
    await choose(page, 'Проект');
  }
  await dialog.locator('input[type="file"]').setInputFiles({ ...file, mimeType: 'text/csv' });
  await dialog.getByRole('radio', { name: 'Только верные строки' }).check();
  await dialog.getByRole('button', { name: 'Проверить' }).click();
  await dialog.getByText('Результат проверки').waitFor({ timeout: 30_000 });
  return dialog;
}

describe('importing outlets from a file', () => {
  it('shows the bad row, gives it back as the errors file, and takes it fixed', async () => {
    const page = await signedIn('administrator', { path: '/catalog/outlets' });
    await page.getByRole('heading', { name: 'Торговые точки проекта' }).waitFor();
    const stamp = Date.now();
    const header = 'Код ТТ;Название;Адрес;Широта;Долгота';
    const good = (n: number) =>
      `E2E-${stamp}-${n};Магазин ${n};г. Тверь, ул. Новая, ${n};56,85;35,9`;
    const bad = `E2E-${stamp}-3;Магазин 3;г. Тверь, ул. Новая, 3;север;35,9`;

    const dialog = await importFile(page, {
      name: 'точки.csv',
      buffer: csv([header, good(1), good(2), bad]),
    });
    // The dry run names the refused row: its number, column, value and the reason.
    const refused = dialog.getByRole('row').filter({ hasText: 'север' });
    await refused.waitFor();
    expect(await refused.textContent()).toContain('4');
    expect(await refused.textContent()).toContain('Широта');

    await dialog.getByRole('button', { name: 'Импортировать' }).click();
    await page.waitForURL(/\/import-journal\/\d+\/\d+$/);
    await page.getByText('Отклонённые строки').waitFor({ timeout: 30_000 });
    await page.getByRole('row').filter({ hasText: 'север' }).waitFor();
    const counts = page.getByTestId('import-counts');
    expect(await counts.textContent()).toMatch(/Создано\s*2[\s\S]*Отклонено\s*1/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Скачать файл ошибок' }).click(),
    ]);
    const errorsFile = Buffer.from(await downloadedBytes(download)).toString('utf8');
    // Only the refused row comes back, as it was sent, with the reason beside it.
    expect(errorsFile).toContain('север');
    expect(errorsFile).not.toContain(`E2E-${stamp}-1`);

    // Fixed where the reason points, and sent again.
    const fixed = errorsFile.replace('север', '56,86');
    await page.goto('/catalog/outlets');
    const again = await importFile(page, {
      name: 'точки-исправлено.csv',
      buffer: Buffer.from(fixed),
    });
    expect(await again.getByRole('row').filter({ hasText: 'север' }).count()).toBe(0);
    await again.getByRole('button', { name: 'Импортировать' }).click();
    await page.waitForURL(/\/import-journal\/\d+\/\d+$/);
    // "Завершён" is also the label of the finish time: wait for the counts themselves.
    await expect
      .poll(() => page.getByTestId('import-counts').textContent(), { timeout: 30_000 })
      .toMatch(/Создано\s*1[\s\S]*Отклонено\s*0/);
  });
});
