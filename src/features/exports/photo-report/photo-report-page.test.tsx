import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Export } from '#src/contracts/exports';
import type { PhotoReportItem } from '#src/contracts/photo-report';
import {
  renderAt,
  screenTestsAs,
  sentBody,
  sessionOf,
  stubServices,
} from '#src/test-support/render-app';

const LIST = '/svc/main/photo_report/list/';
const QUESTIONS = '/svc/main/photo_report/questions/';
const EXPORTS = '/svc/export/api/v1/exports/';
const FILTER = '?project_ids=1&date_from=2026-12-01&date_to=2026-12-02';

function photo(id: number, fields: Partial<PhotoReportItem>): PhotoReportItem {
  return {
    id,
    file_id: 100 + id,
    preview_file_id: null,
    file_name: `photo-${id}.jpg`,
    mime: 'image/jpeg',
    visit_id: 1,
    visit_number: '100001',
    visit_date: '2026-12-02',
    outlet: { id: 7, name: 'Магнит', address: 'ул. Ленина, 5' },
    user: { id: 3, last_name: 'Петров', first_name: 'Пётр', patronymic_name: null },
    question: { id: 9, name: 'Фото полки' },
    taken_at: '2026-12-02T09:30:00Z',
    ...fields,
  };
}
const page = (items: unknown[], total = items.length) => ({ items, total, limit: 48, offset: 0 });

const PHOTOS = [
  photo(1, {}),
  photo(2, { question: null }),
  photo(3, {
    visit_id: 2,
    visit_number: '100002',
    outlet: { id: 8, name: 'Пятёрочка', address: 'пр. Мира, 1' },
  }),
  photo(4, { visit_date: '2026-12-01', visit_id: 3, visit_number: '100003' }),
];

screenTestsAs(sessionOf(['photo_report'], 5));

describe('the photo report screen', () => {
  it('asks for a project and a period before anything, its exports disabled meanwhile', async () => {
    const fetchMock = stubServices({});
    renderAt('/reports/photo-report?project_ids=1');
    const hint = await screen.findByTestId('photo-report-hint', {}, { timeout: 10_000 });
    expect(hint.textContent).toBe('Выберите проект и период, чтобы выгрузить фотоотчёт');
    expect(screen.getByRole('button', { name: 'Скачать ZIP' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Выгрузить в Excel' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(sentBody(fetchMock, LIST)).toBeUndefined();
  }, 15_000);

  it('shows the photos by day and outlet, placeholders where no thumbnail, and the viewer', async () => {
    const fetchMock = stubServices({
      [`POST ${LIST}`]: Response.json(page(PHOTOS)),
      [`POST ${QUESTIONS}`]: Response.json({ items: [] }),
    });
    renderAt(`/reports/photo-report${FILTER}`);
    const gallery = await screen.findByTestId('photo-gallery', {}, { timeout: 10_000 });
    expect(sentBody(fetchMock, LIST)).toEqual({
      project_ids: [1],
      date_range: { start: '2026-12-01', end: '2026-12-02' },
      limit: 48,
      offset: 0,
    });
    expect(
      within(gallery)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['2026-12-02', '2026-12-01']);
    const outlets = within(gallery).getAllByTestId('photo-outlet');
    expect(outlets.map((outlet) => within(outlet).getAllByTestId('report-photo').length)).toEqual([
      2, 1, 1,
    ]);
    expect(outlets[0].textContent).toContain('Магнитул. Ленина, 5');
    expect(within(gallery).getAllByTestId('no-thumb')).toHaveLength(4);

    fireEvent.click(screen.getByRole('button', { name: 'Открыть фото: Фото полки, визит 100002' }));
    expect((await screen.findByTestId('photo-counter')).textContent).toBe('Фото 3 из 4');
    expect(screen.getByTestId('photo-caption').textContent).toContain(
      'Визит 100002, Петров Пётр, снято',
    );
  }, 15_000);

  it('says so when the period has no photos', async () => {
    stubServices({
      [`POST ${LIST}`]: Response.json(page([])),
      [`POST ${QUESTIONS}`]: Response.json({ items: [] }),
    });
    renderAt(`/reports/photo-report${FILTER}`);
    expect(
      (await screen.findByText('За этот период фото не найдено', {}, { timeout: 10_000 }))
        .textContent,
    ).toBe('За этот период фото не найдено');
  }, 15_000);

  it('asks for the ZIP with the filter shown and follows its progress in place', async () => {
    const running: Partial<Export> = {
      id: 11,
      kind: 'photo_report_zip',
      status: 'new',
      format: 'zip',
      progress: { done: 3, total: 10 },
    };
    const fetchMock = stubServices({
      [`POST ${LIST}`]: Response.json(page(PHOTOS)),
      [`POST ${QUESTIONS}`]: Response.json({ items: [] }),
      [`POST ${EXPORTS}`]: Response.json(running, { status: 202 }),
      [`GET ${EXPORTS}11/`]: Response.json(running),
    });
    renderAt(`/reports/photo-report${FILTER}`);
    await screen.findByTestId('photo-gallery', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Скачать ZIP' }));
    const progress = await screen.findByTestId('export-progress');
    expect(progress.textContent).toContain('Выгрузка: 3 из 10');
    expect(sentBody(fetchMock, EXPORTS)).toMatchObject({
      kind: 'photo_report_zip',
      format: 'zip',
      params: { project_ids: [1], date_range: { start: '2026-12-01', end: '2026-12-02' } },
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Выгрузить в Excel' })).toHaveProperty(
        'disabled',
        true,
      ),
    );
  }, 15_000);
});

describe("a photo report export's page", () => {
  it('shows the ZIP export as any export: status, parameters, no columns', async () => {
    const zip: Partial<Export> = {
      id: 7,
      kind: 'photo_report_zip',
      label: 'Фотоотчёт (архив фото)',
      status: 'completed',
      format: 'zip',
      project_id: 1,
      project_name: 'Проект один',
      params: { project_ids: [1], date_range: { start: '2026-12-01', end: '2026-12-02' } },
      columns: [],
      progress: { done: 4, total: 4 },
      row_count: 4,
      file_name: 'Фотоотчёт (архив фото) 2026-12-03.zip',
      file_size: 2048,
      has_file: true,
      user: null,
      error: null,
      created_at: '2026-12-03T09:00:00Z',
      started_at: '2026-12-03T09:00:01Z',
      finished_at: '2026-12-03T09:00:03Z',
      duration_ms: 2000,
      expires_at: '2026-12-10T09:00:03Z',
    };
    stubServices({ [`GET ${EXPORTS}7/`]: Response.json(zip) });
    renderAt('/photo-report/7');
    await screen.findByRole('heading', { name: 'Выгрузка №7' }, { timeout: 10_000 });
    expect(screen.getByText('ZIP').textContent).toBe('ZIP');
    expect(screen.getByTestId('export-params').textContent).toContain('Проекты1');
    expect(screen.queryByTestId('export-columns')).toBeNull();
  }, 15_000);

  it('says the spec’s words when it cannot be loaded', async () => {
    stubServices({ [`GET ${EXPORTS}7/`]: Response.json({ detail: 'Нет' }, { status: 404 }) });
    renderAt('/photo-report/7');
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain(
      'Не удалось загрузить детали отчета',
    );
  }, 15_000);
});
