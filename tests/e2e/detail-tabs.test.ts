import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accessTokenOf, setupSignedInPages } from './support/browser';

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

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const selected = (page: Page, name: string) => tab(page, name).getAttribute('aria-selected');

/** A nested tab is an address: opened directly, switched by navigation, left with back. */
describe('nested tabs as addresses', () => {
  it("opens a project position's history directly and switches to its fields and back", async () => {
    const page = await signedIn('administrator', { path: '/' });
    const [period] = await listMain<{ project_position_id: number }>(
      page,
      '/project_position_history/list/',
      { sort: 'id', limit: 1, offset: 0 },
    );
    expect(period).toBeDefined();
    const main = `/project-positions/${period.project_position_id}`;

    await page.goto(`${main}/history`);
    await page.getByTestId('position-history').waitFor();
    await expect.poll(() => selected(page, 'История')).toBe('true');
    await expect.poll(() => page.title()).toBe('История должности проекта — SFA Портал');

    await tab(page, 'Основное').click();
    await page.waitForURL((url) => url.pathname === main);
    await expect.poll(() => selected(page, 'Основное')).toBe('true');
    await expect.poll(() => page.getByTestId('position-history').count()).toBe(0);

    // The keyboard moves along the tabs as a click does: the address follows.
    await tab(page, 'Основное').focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL((url) => url.pathname === `${main}/history`);
    await page.getByTestId('position-history').waitFor();

    await page.goBack();
    await page.waitForURL((url) => url.pathname === main);
    await expect.poll(() => selected(page, 'Основное')).toBe('true');
    await page.goForward();
    await page.waitForURL((url) => url.pathname === `${main}/history`);
    await expect.poll(() => selected(page, 'История')).toBe('true');
  });

  it("opens a reference outlet's outlets directly, and its fields from there", async () => {
    const page = await signedIn('administrator', { path: '/' });
    const [sample] = await listMain<{ outlet_id: number }>(page, '/project_outlets/list/', {
      limit: 1,
    });
    const main = `/catalog/reference-outlets/${sample.outlet_id}`;

    await page.goto(`${main}/outlets`);
    const rows = page.getByTestId('resource-table').getByRole('row');
    await expect.poll(async () => (await rows.count()) - 1).toBeGreaterThan(0);
    await expect.poll(() => selected(page, 'Торговые точки')).toBe('true');
    await expect.poll(() => page.title()).toBe('Торговые точки эталонной точки — SFA Портал');

    await tab(page, 'Основное').click();
    await page.waitForURL((url) => url.pathname === main);
    await expect.poll(() => selected(page, 'Основное')).toBe('true');
    await expect.poll(() => page.title()).toBe('Эталонная точка — SFA Портал');

    await tab(page, 'Торговые точки').click();
    await page.waitForURL((url) => url.pathname === `${main}/outlets`);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === main);
    await expect.poll(() => selected(page, 'Основное')).toBe('true');
  });
});
