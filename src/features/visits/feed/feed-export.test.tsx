import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeProjectScope } from '#src/access/project-scope';
import { feedListSchema } from '#src/contracts/feeds';
import { listExportReplies, rowKeysOf, watchDownloads } from '#src/test-support/export-fixtures';
import {
  renderAt,
  screenTestsAs,
  sentBody,
  sessionOf,
  stubServices,
} from '#src/test-support/render-app';

const EXPORTS = '/svc/export/api/v1/exports/';
const FEED = '/svc/main/feeds/list/';
const SLOW = { timeout: 10_000 };

/** The feed and its export kind, which needs a project and a period (spec section 5). */
const stubFeed = () =>
  stubServices({
    [`POST ${FEED}`]: () => Response.json({ items: [], total: 0, limit: 100, offset: 0 }),
    ...listExportReplies('visit_feed', rowKeysOf(feedListSchema), {
      project: true,
      date_range: true,
    }),
  });

screenTestsAs(sessionOf(['administrator']));

describe('"Выгрузить" on the visit feed', () => {
  it('stays disabled, saying why, while the feed is of all projects', async () => {
    const fetchMock = stubFeed();
    renderAt('/visit-feed?date_from=2026-11-20&date_to=2026-11-21');
    const button = await screen.findByRole<HTMLButtonElement>(
      'button',
      { name: 'Выгрузить' },
      SLOW,
    );
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('title')).toBe('Выберите проект для выгрузки');
    fireEvent.click(button);
    expect(screen.queryByRole('menuitem', { name: 'В Excel (XLSX)' })).toBeNull();
    expect(sentBody(fetchMock, EXPORTS)).toBeUndefined();
  }, 20_000);

  it('asks the feed kind with the feed filter and the shown columns once a project is chosen', async () => {
    const downloaded = watchDownloads();
    writeProjectScope(1, [2]);
    const fetchMock = stubFeed();
    renderAt('/visit-feed?date_from=2026-11-20&date_to=2026-11-21&city_id=4');
    const button = await screen.findByRole<HTMLButtonElement>(
      'button',
      { name: 'Выгрузить' },
      SLOW,
    );
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'В Excel (XLSX)' }));

    await waitFor(() => expect(downloaded).toHaveBeenCalled());
    const body = sentBody(fetchMock, EXPORTS) as Record<string, unknown>;
    expect(body).toMatchObject({ kind: 'visit_feed', format: 'xlsx', title: 'Лента визитов' });
    expect(body.params).toMatchObject({
      project_ids: [2],
      date_range: { start: '2026-11-20', end: '2026-11-21' },
      city_id: [4],
      visit_type: 'visit',
      statuses: ['completed'],
    });
    // The feed call's own body, as the screen asks for its pages, without the page.
    const { limit, offset, ...listed } = sentBody(fetchMock, FEED) as Record<string, unknown>;
    expect([limit, offset]).toEqual([expect.any(Number), 0]);
    expect(body.params).toEqual(listed);
    // The table's columns in its order, by the row's keys: no address (it is the outlet's).
    const columns = body.columns as { key: string; header: string; labels?: object }[];
    expect(columns.map(({ key, header }) => `${key}: ${header}`)).toEqual([
      'number: №',
      'visit_date: Дата',
      'outlet: Торговая точка',
      'user: Исполнитель',
      'started_at: Начало визита',
      'finished_at: Окончание визита',
      'duration: Длительность, с',
      'status: Статус',
      'photo_count: Фото',
      'is_restored: Восстановлен',
    ]);
    expect(columns[7].labels).toMatchObject({
      completed: 'Выполнен',
      not_completed: 'Не выполнен',
    });
    expect(columns[9].labels).toEqual({ true: 'Да', false: 'Нет' });
  }, 20_000);
});
