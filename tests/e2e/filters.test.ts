import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupSignedInPages } from './support/browser';

const signedIn = setupSignedInPages();

/** The feed's filter panel, once its lists have loaded. */
async function openFeed(page: Page) {
  await page.goto('/visit-feed');
  await page.getByTestId('visit-feed').or(page.getByText('Не найдено визитов')).first().waitFor();
}

/** The choices a multi-select filter offers, by its label. */
async function optionsOf(page: Page, label: string): Promise<string[]> {
  const filter = page.locator('.mantine-MultiSelect-root').filter({ hasText: label });
  await filter.locator('input').first().click();
  await page.getByRole('option').first().waitFor();
  const options = await page.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return options;
}

describe('filters', () => {
  it('names each option’s project when the options come from several projects', async () => {
    // The supervisor works in two projects with the same retail chains and branches.
    const page = await signedIn('supervisor');
    await openFeed(page);
    for (const label of ['Сеть проекта', 'Филиал']) {
      const options = await optionsOf(page, label);
      expect(options.length, label).toBeGreaterThan(1);
      expect(new Set(options).size, options.join(' | ')).toBe(options.length);
      for (const option of options) expect(option).toMatch(/ \(.+\)$/);
    }
  });
});
