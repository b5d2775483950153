import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { CheckResult, CheckVisit } from '#src/contracts/checker';
import { accessTokenOf, setupSignedInPages } from './support/browser';
import { scrollToRow } from './support/table-rows';

const signedIn = setupSignedInPages();

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

describe('the visit check screens', () => {
  it('a checker rejects one param, accepts the rest, and the visit shows as checked', async () => {
    const page = await signedIn('check_manager');
    // An unchecked visit well down the list, apart from the ones other browser tests take.
    const { items } = await post<{ items: CheckVisit[] }>(
      page,
      '/svc/checker/api/v1/visits/list/',
      {
        is_checked: false,
        date_range: { start: '2000-01-01', end: '2099-12-31' },
        limit: 1,
        offset: 150,
      },
    );
    const visit = items[0];
    expect(visit).toBeDefined();
    const day = visit.visit_date;

    await page.goto(`/visit-check?date_from=${day}&date_to=${day}&is_checked=false`);
    const row = await scrollToRow(page.getByTestId('check-visits'), visit.number);
    expect(await row.getByTestId('checked-sign').textContent()).toBe('Не проверен');
    await row.getByRole('link', { name: visit.outlet.name }).click();
    await page.waitForURL(`**/visit-check/${visit.id}`);

    // The visit's details beside its check list.
    await page.getByText(visit.number).first().waitFor();
    const form = page.getByTestId('check-list-form');
    await form.waitFor();
    const params = form.locator('[data-testid^="check-param-"]');
    const count = await params.count();
    expect(count).toBeGreaterThan(1);

    // Saving with nothing judged is refused on the spot.
    await page.getByRole('button', { name: 'Сохранить проверку' }).click();
    await page.getByText('Оцените все параметры чек-листа и прокомментируйте непринятые').waitFor();

    const rejectedName = (await params.first().getAttribute('aria-label')) ?? '';
    for (let i = 0; i < count; i++) {
      const param = params.nth(i);
      if (i === 0) {
        await param.getByText('Не принят', { exact: true }).click();
        await param.getByRole('textbox').fill('Ценники не видны');
      } else {
        await param.getByText('Принят', { exact: true }).click();
      }
    }
    await page.getByLabel('Комментарий к проверке').fill('Переснимите полку с ценниками');
    // No verdict is assumed, on open nor from a rejected param: saving without one is refused.
    const accepted = page.getByRole('radio', { name: 'Визит принят' });
    const rejected = page.getByRole('radio', { name: 'Визит не принят' });
    expect([await accepted.isChecked(), await rejected.isChecked()]).toEqual([false, false]);
    await page.getByRole('button', { name: 'Сохранить проверку' }).click();
    await page.getByText('Выберите итог проверки: визит принят или не принят').waitFor();
    await rejected.check();
    await page.getByRole('button', { name: 'Сохранить проверку' }).click();
    await page.getByText('Проверка сохранена', { exact: true }).waitFor();
    // The form starts over with no verdict, not the saved 'Не принят' nor 'Визит принят'.
    await expect.poll(() => rejected.isChecked()).toBe(false);
    expect(await accepted.isChecked()).toBe(false);

    // The saved check, read-only: who, the result, the rejected param with its comment.
    const result = page.getByTestId('check-result').first();
    await result.waitFor();
    const text = (await result.textContent()) ?? '';
    expect(text).toContain('Не принят');
    expect(text).toContain('Переснимите полку с ценниками');
    expect(text).toContain(`✗ ${rejectedName}: Ценники не видны`);
    const saved = await post<{ check_list_results: { items: CheckResult[] } }>(
      page,
      '/svc/checker/api/v1/check_list_result/list/',
      { visit_id: visit.id },
    );
    expect(saved.check_list_results.items).toHaveLength(1);
    const checker = saved.check_list_results.items[0].user;
    expect(text).toContain(`${checker?.last_name} ${checker?.first_name}`);

    // Back in the list (same day, any check state), the visit is checked and rejected.
    await page.goto(`/visit-check?date_from=${day}&date_to=${day}`);
    const checkedRow = await scrollToRow(page.getByTestId('check-visits'), visit.number);
    await checkedRow.getByTestId('checked-sign').getByText('Не принят').waitFor();
    // And gone from the visits still to check (once the list has been fetched again: the
    // cached one shows first).
    await page.goto(`/visit-check?date_from=${day}&date_to=${day}&is_checked=false`);
    const stillToCheck = page
      .getByTestId('check-visits')
      .getByRole('row')
      .filter({ hasText: visit.number });
    await expect.poll(() => stillToCheck.count(), { timeout: 15_000 }).toBe(0);
  });

  it('sends roles without the checker right to the home page', async () => {
    const page = await signedIn('supervisor', { path: '/visit-check' });
    await page.waitForURL('**/sfa');
    expect(new URL(page.url()).pathname).toBe('/sfa');
  });
});
