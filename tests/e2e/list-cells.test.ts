import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupSignedInPages } from './support/browser';

const signedIn = setupSignedInPages();

/** The texts of a list's column by its header. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const table = page.getByTestId('resource-table');
  await table.getByRole('row').nth(1).waitFor();
  const headers = await table.locator('thead th').allTextContents();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, headers.join(' | ')).toBeGreaterThanOrEqual(0);
  return table.locator(`tbody tr:not([aria-hidden]) td:nth-child(${index + 1})`).allTextContents();
}

describe('list cells', () => {
  it('opens a team member from their name, as a feed row opens its visit', async () => {
    const page = await signedIn('administrator', { path: '/team?search=merch01' });
    const [name] = await columnTexts(page, 'Фамилия');
    await page.getByTestId('resource-table').getByRole('link', { name, exact: true }).click();
    await page.waitForURL((url) => /^\/team\/\d+$/.test(url.pathname));

    // The position reads as a job title, not a role code.
    await page.getByRole('tab', { name: 'Проекты' }).click();
    const position = page.getByTestId('user-projects').locator('tbody tr td').nth(2);
    await position.waitFor();
    expect(await position.textContent()).toBe('Мерчендайзер');
  });

  it('fills the users list’s optional columns', async () => {
    const page = await signedIn('administrator', { path: '/users?search=administrator' });
    await page.getByRole('button', { name: 'Столбцы', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Последний вход', exact: true }).check();
    await page.keyboard.press('Escape');
    const [login] = await columnTexts(page, 'Последний вход');
    expect(login).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});
