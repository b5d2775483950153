import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '#src/api/session';
import type { Export } from '#src/contracts/exports';
import {
  pathOf,
  renderAt,
  screenTestsAs,
  sentBody,
  sessionOf,
  stubServices,
} from '#src/test-support/render-app';

const EXPORTS = '/svc/export/api/v1/exports/';
const KINDS = { items: [] };

function exportOf(fields: Partial<Export>): Export {
  return {
    id: 1,
    kind: 'sku',
    label: 'Товары',
    status: 'completed',
    format: 'xlsx',
    project_id: null,
    project_name: null,
    params: { search: 'Чай', is_active: true },
    columns: [
      { key: 'name', header: 'Название' },
      { key: 'unit', header: 'Ед. изм.' },
    ],
    progress: { done: 12, total: 12 },
    row_count: 12,
    file_name: 'Товары 2026-12-03.xlsx',
    file_size: 4096,
    has_file: true,
    user: null,
    error: null,
    created_at: '2026-12-03T09:00:00Z',
    started_at: '2026-12-03T09:00:01Z',
    finished_at: '2026-12-03T09:00:03Z',
    duration_ms: 2400,
    expires_at: '2026-12-10T09:00:03Z',
    ...fields,
  };
}
const page = (items: unknown[]) => ({ items, total: items.length, limit: 20, offset: 0 });

screenTestsAs(sessionOf(['leader'], 5));

describe('the reports screen', () => {
  it("lists the user's own exports with Russian statuses and the progress of one being written", async () => {
    const fetchMock = stubServices({
      [`GET ${EXPORTS}kinds/`]: Response.json(KINDS),
      [`POST ${EXPORTS}list/`]: Response.json(
        page([
          exportOf({
            id: 3,
            status: 'new',
            progress: { done: 1234, total: 5000 },
            has_file: false,
          }),
          exportOf({ id: 2 }),
          exportOf({ id: 1, status: 'not_performed', error: 'Выгрузка отменена', has_file: false }),
        ]),
      ),
    });
    renderAt('/reports/reports');
    // The first screen of the file loads the route code lazily: slow on a busy machine.
    const table = await screen.findByTestId('export-table', {}, { timeout: 10_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2].textContent)).toEqual([
      expect.stringContaining('Формируется'),
      'Готово',
      'Не выполненоВыгрузка отменена',
    ]);
    expect(rows[0].textContent).toContain('Выгрузка: 1\u00a0234 из 5\u00a0000');
    // Download only where there is a file; cancel only while it is written; rerun always.
    const actions = rows.map((row) =>
      within(row)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    );
    expect(actions).toEqual([
      ['Отменить', 'Выполнить снова'],
      ['Скачать', 'Выполнить снова'],
      ['Выполнить снова'],
    ]);
    // An administrator is answered everyone's: the screen asks for the user's own.
    expect(sentBody(fetchMock, `${EXPORTS}list/`)).toMatchObject({ user_ids: [5], offset: 0 });
    expect(screen.queryByTestId('report-form')).toBeNull();
  }, 15_000);
});

describe('an export’s page', () => {
  it('shows the saved filter, the headers in order, the size and the duration', async () => {
    stubServices({ [`GET ${EXPORTS}7/`]: Response.json(exportOf({ id: 7 })) });
    renderAt('/reports/7');
    await screen.findByRole('heading', { name: 'Выгрузка №7' });
    expect(screen.getByTestId('export-params').textContent).toBe('ПоискЧайis_activetrue');
    expect(screen.getByTestId('export-columns').textContent).toBe('НазваниеЕд. изм.');
    expect(screen.getByText('2,4 с').textContent).toBe('2,4 с');
    expect(screen.getByText(/Товары 2026-12-03\.xlsx/).textContent).toBe(
      'Товары 2026-12-03.xlsx (4 KB)',
    );
  });

  it('says the spec’s words when it cannot be loaded', async () => {
    stubServices({ [`GET ${EXPORTS}7/`]: Response.json({ detail: 'Нет' }, { status: 404 }) });
    renderAt('/reports/7');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Не удалось загрузить детали отчета',
    );
  });
});

describe('the exports journal', () => {
  it('is an administrator’s: anyone else is sent home', async () => {
    stubServices({});
    const router = renderAt('/exports-journal');
    await waitFor(() => expect(pathOf(router)).toBe('/sfa'));
  });

  it('shows an administrator everyone’s exports with their author and duration', async () => {
    setSession(sessionOf(['administrator'], 5));
    stubServices({
      [`GET ${EXPORTS}kinds/`]: Response.json(KINDS),
      [`POST ${EXPORTS}list/`]: Response.json(
        page([
          exportOf({
            id: 4,
            user: { id: 9, last_name: 'Петров', first_name: 'Пётр', patronymic_name: null },
          }),
        ]),
      ),
    });
    renderAt('/exports-journal');
    const table = await screen.findByTestId('export-table');
    expect(within(table).getByText(/Петров/).textContent).toBe('Петров Пётр');
    expect(within(table).getAllByText('2,4 с')).toHaveLength(1);
  });
});
