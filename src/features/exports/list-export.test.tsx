import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Export } from '#src/contracts/exports';
import {
  renderAt,
  screenTestsAs,
  sentBody,
  sessionOf,
  stubServices,
} from '#src/test-support/render-app';

const EXPORTS = '/svc/export/api/v1/exports/';
/** The cities kind as the service lists it: no `code` (as if the screen computed it). */
const KINDS = {
  items: [
    {
      kind: 'cities',
      group: 'list',
      label: 'Города',
      filters: ['search', 'region_ids'],
      columns: ['id', 'name', 'region_name', 'timezone'].map((key) => ({
        key,
        header: null,
        type: 'text',
      })),
      requires: { project: false, date_range: false },
    },
  ],
};
const job = (fields: Partial<Export>) => ({
  id: 9,
  kind: 'cities',
  label: 'Города',
  status: 'new',
  format: 'xlsx',
  project_id: null,
  project_name: null,
  params: {},
  columns: [],
  progress: { done: 0, total: 2 },
  row_count: null,
  file_name: 'Города 2026-12-03.xlsx',
  file_size: null,
  has_file: false,
  user: null,
  error: null,
  created_at: '2026-12-03T09:00:00Z',
  started_at: null,
  finished_at: null,
  duration_ms: null,
  expires_at: null,
  ...fields,
});

screenTestsAs(sessionOf(['administrator']));
beforeAll(() => {
  // jsdom has no object URLs; the download only needs one to hand the link.
  URL.createObjectURL = () => 'blob:export';
  URL.revokeObjectURL = () => {};
});

describe('"Выгрузить" on a list', () => {
  it('asks the service with the filter and shown columns, follows it, then downloads', async () => {
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchMock = stubServices({
      'POST /svc/main/cities/list/': Response.json({
        items: [],
        total: 0,
        limit: 20,
        offset: 0,
      }),
      [`GET ${EXPORTS}kinds/`]: Response.json(KINDS),
      [`POST ${EXPORTS}`]: Response.json(job({}), { status: 202 }),
      [`GET ${EXPORTS}9/`]: Response.json(
        job({ status: 'completed', progress: { done: 2, total: 2 }, row_count: 2, has_file: true }),
      ),
      [`GET ${EXPORTS}9/file/`]: new Response('PK', {
        headers: { 'content-type': 'application/octet-stream' },
      }),
    });
    renderAt('/catalog/cities?search=Т');
    // The list's route code loads lazily: slow on a busy machine.
    fireEvent.click(await screen.findByRole('button', { name: 'Выгрузить' }, { timeout: 10_000 }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'В Excel (XLSX)' }));

    expect((await screen.findByTestId('export-progress')).textContent).toContain(
      'Выгрузка: 0 из 2',
    );
    const body = sentBody(fetchMock, EXPORTS) as Record<string, unknown>;
    expect(body).toMatchObject({ kind: 'cities', format: 'xlsx', title: 'Города' });
    expect(body.params).toEqual(expect.objectContaining({ search: 'Т' }));
    expect(body.params).not.toHaveProperty('limit');
    expect(body.params).not.toHaveProperty('offset');
    expect(typeof body.time_zone).toBe('string');
    // Shown columns in order; `code` is not the kind's, so it is left out.
    const columns = body.columns as { key: string; header: string; labels?: object }[];
    expect(columns.map((column) => column.key)).toEqual(['name', 'region_name', 'timezone']);
    expect(columns[2]).toMatchObject({
      header: 'Часовой пояс',
      labels: expect.objectContaining({ 'Europe/Moscow': 'Москва (UTC+3)' }),
    });

    const done = await screen.findByText(/^Выгружен/, {}, { timeout: 4000 });
    expect(done.textContent).toBe('Выгружены 2 строки');
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(screen.queryByTestId('export-progress')).toBeNull();
  }, 20_000);
});
