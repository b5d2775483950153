import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkVisitListSchema } from '#src/contracts/checker';
import { listExportReplies, rowKeysOf, watchDownloads } from '#src/test-support/export-fixtures';
import {
  renderAt,
  screenTestsAs,
  sentBody,
  sessionOf,
  shellReplies,
  stubServices,
} from '#src/test-support/render-app';

const EXPORTS = '/svc/export/api/v1/exports/';
const QUEUE = '/svc/checker/api/v1/visits/list/';
const PERMISSIONS = '/svc/main/settings/my_permissions/';
screenTestsAs(sessionOf(['administrator']));

describe('"Выгрузить" on the check queue', () => {
  it('asks the queue kind with the queue filter and the shown columns', async () => {
    const downloaded = watchDownloads();
    const fetchMock = stubServices({
      [`POST ${QUEUE}`]: () => Response.json({ items: [], total: 0, limit: 20, offset: 0 }),
      ...listExportReplies('check_visits', rowKeysOf(checkVisitListSchema)),
    });
    renderAt('/visit-check?date_from=2026-11-20&date_to=2026-11-21&is_checked=false');
    // No project needed: the queue's kind exports all of the caller's projects.
    const button = await screen.findByRole<HTMLButtonElement>(
      'button',
      { name: 'Выгрузить' },
      { timeout: 10_000 },
    );
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'В CSV' }));

    await waitFor(() => expect(downloaded).toHaveBeenCalled());
    const body = sentBody(fetchMock, EXPORTS) as Record<string, unknown>;
    expect(body).toMatchObject({ kind: 'check_visits', format: 'csv', title: 'Проверка визитов' });
    const {
      limit: _limit,
      offset: _offset,
      ...listed
    } = sentBody(fetchMock, QUEUE) as Record<string, unknown>;
    expect(body.params).toEqual(listed);
    expect(body.params).toMatchObject({
      date_range: { start: '2026-11-20', end: '2026-11-21' },
      is_checked: false,
    });
    const columns = body.columns as { key: string; header: string; labels?: object }[];
    expect(columns.map(({ key, header }) => `${key}: ${header}`)).toEqual([
      'number: №',
      'visit_date: Дата',
      'outlet: Торговая точка',
      'user: Исполнитель',
      'started_at: Начало визита',
      'finished_at: Окончание визита',
      'check_type: Тип проверки',
      'is_checked: Проверка',
      'check_result: Результат проверки',
      'photo_count: Фото',
    ]);
    expect(columns[6].labels).toEqual({
      questionnaire: 'Анкета',
      audit: 'Аудит',
      audit_manager: 'Аудит менеджера',
    });
    expect(columns[7].labels).toEqual({ true: 'Проверен', false: 'Не проверен' });
    expect(columns[8].labels).toEqual({ accepted: 'Принят', rejected: 'Не принят' });
  }, 20_000);

  it('is not offered to whom may not read reports', async () => {
    const shell = shellReplies()[`POST ${PERMISSIONS}`];
    const fetchMock = stubServices({
      [`POST ${QUEUE}`]: () => Response.json({ items: [], total: 0, limit: 20, offset: 0 }),
      // Every area but the reports.
      [`POST ${PERMISSIONS}`]: async () => {
        const access = await shell().json();
        const { reports: _reports, ...permissions } = access.permissions;
        return Response.json({ ...access, permissions });
      },
    });
    renderAt('/visit-check');
    await screen.findByRole('heading', { name: 'Проверка визитов' }, { timeout: 10_000 });
    await waitFor(() => expect(sentBody(fetchMock, QUEUE)).toBeDefined());
    expect(screen.queryByRole('button', { name: 'Выгрузить' })).toBeNull();
  }, 20_000);
});
