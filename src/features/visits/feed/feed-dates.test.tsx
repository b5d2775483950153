import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '#src/api/session';
import type { FeedItem } from '#src/contracts/feeds';
import { activateDefaultLocale } from '#src/lib/i18n';
import { setRuntimeConfig } from '#src/lib/runtime-config';
import { renderAt, sessionOf, stubServices, testConfig } from '#src/test-support/render-app';

/**
 * Spec section 9 on the feed: days as YYYY-MM-DD and 24-hour times, whatever the browser's
 * locale. The moments are in the evening, where a 12-hour clock would write PM.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Anything another format would write: 21.11.2026, 11/21/2026, …T19:37:58.791Z, 06:11 PM. */
const OTHER_FORMAT = /\d{2}\.\d{2}\.\d{4}|\d{1,2}\/\d{1,2}\/\d{4}|\dT\d{2}:|\d\s?(AM|PM)\b/;
const SLOW = { timeout: 10_000 };

const visit = (id: number, started: string | null, finished: string | null): FeedItem => ({
  id,
  number: `V-${id}`,
  status: 'completed',
  visit_type: 'visit',
  visit_date: '2026-11-21',
  planned_start: '2026-11-21T18:00:00.000Z',
  planned_end: '2026-11-21T19:00:00.000Z',
  started_at: started,
  finished_at: finished,
  duration: 3600,
  photo_count: 2,
  is_restored: false,
  is_checked: false,
  external_code: null,
  project: { id: 1, name: 'Проект один' },
  outlet: { id: 5, name: 'Магазин у дома', address: 'Москва, Тверская, 1' },
  user: { id: 3, last_name: 'Петров', first_name: 'Пётр', patronymic_name: null },
});

beforeAll(() => {
  activateDefaultLocale();
  setRuntimeConfig(testConfig);
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

/** The texts of the feed's column under `header`. */
function columnTexts(header: string): string[] {
  const table = screen.getByTestId('resource-table');
  const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
  const index = headers.indexOf(header);
  expect(index, headers.join(' | ')).toBeGreaterThanOrEqual(0);
  return [...table.querySelectorAll(`tbody tr:not([aria-hidden]) td:nth-child(${index + 1})`)].map(
    (cell) => cell.textContent ?? '',
  );
}

describe('the feed’s dates and times', () => {
  it('shows days as YYYY-MM-DD and times on a 24-hour clock', { timeout: 30_000 }, async () => {
    // happy-dom's navigator is American (en-US), as the browser suite's was.
    expect(navigator.language).toBe('en-US');
    setSession(sessionOf(['administrator']));
    const items = [
      visit(1, '2026-11-21T18:05:00.000Z', '2026-11-21T19:37:58.791Z'),
      visit(2, '2026-11-21T18:11:00.000Z', null),
      visit(3, null, null),
    ];
    stubServices({
      'POST /svc/main/feeds/list/': () =>
        Response.json({ items, total: items.length, limit: 100, offset: 0 }),
    });
    renderAt('/visit-feed?statuses=all&date_from=2026-11-20&date_to=2026-11-21');
    const feed = await screen.findByTestId('visit-feed', {}, SLOW);
    await waitFor(() => expect(feed.textContent).toContain('V-3'), SLOW);

    const days = columnTexts('Дата');
    expect(days).toHaveLength(items.length);
    for (const text of days) expect(text).toMatch(DAY);
    const times = columnTexts('Время');
    expect(times).toHaveLength(items.length);
    for (const text of times) expect(text).toMatch(/^—$|^(\d{2}:\d{2}|—)–(\d{2}:\d{2}|—)$/);
    // The period filter writes its days the same way.
    expect(screen.getByLabelText('Период').textContent).toMatch(
      /^\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/,
    );
    expect(document.querySelector('main')?.textContent).not.toMatch(OTHER_FORMAT);
  });
});
