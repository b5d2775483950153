import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newSignedInContext } from './support/browser';

/**
 * Spec section 9: one date format (YYYY-MM-DD) and 24-hour times on every screen and in every
 * input, whatever the browser's locale. The browser here is American (en-US, 12-hour clock,
 * mm/dd/yyyy), so a native input or a locale-following format would show.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
/** Anything another format would write: 21.11.2026, 11/21/2026, …T19:37:58.791Z, 06:11 AM. */
const OTHER_FORMAT = /\d{2}\.\d{2}\.\d{4}|\d{1,2}\/\d{1,2}\/\d{4}|\dT\d{2}:|\d\s?(AM|PM)\b/;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function americanPage(login: string): Promise<Page> {
  const context = await newSignedInContext(browser, login, {
    locale: 'en-US',
    viewport: { width: 1400, height: 900 },
  });
  return context.newPage();
}

/** 'Последний вход' on a user's page (the main tab's fields). */
async function lastSignIn(page: Page): Promise<string> {
  const field = page.getByRole('row', { name: /^Последний вход/ });
  return ((await field.getByRole('cell').textContent()) ?? '').trim();
}

describe('dates and times in the one format', () => {
  it('shows a team member’s last sign-in and project dates as YYYY-MM-DD', async () => {
    const page = await americanPage('administrator');
    await page.goto('/team?search=administrator');
    await page.getByTestId('resource-table').getByRole('link').first().click();
    expect(await lastSignIn(page)).toMatch(MOMENT);

    await page.goto('/team?search=merch01');
    await page.getByTestId('resource-table').getByRole('link').first().click();
    await page.getByRole('tab', { name: 'Проекты' }).click();
    const projects = page.getByTestId('user-projects');
    const start = projects.locator('tbody tr').first().locator('td').nth(3);
    await start.waitFor();
    expect(await start.textContent()).toMatch(DAY);
    // The period is edited in Mantine's inputs in the same format, never the browser's own.
    await projects.getByRole('button', { name: 'Изменить' }).first().click();
    expect(await projects.getByLabel('Начало').inputValue()).toMatch(DAY);
    expect(await page.locator('input[type="date"], input[type="time"]').count()).toBe(0);
    expect(await page.locator('main').textContent()).not.toMatch(OTHER_FORMAT);
  });
});
