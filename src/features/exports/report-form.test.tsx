import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExportKindInfo } from '#src/contracts/exports';
import {
  renderAt,
  screenTestsAs,
  sentBody,
  sessionOf,
  stubServices,
} from '#src/test-support/render-app';

const EXPORTS = '/svc/export/api/v1/exports/';
const column = (key: string, header: string) => ({ key, header, type: 'text' as const });
const SCHEDULE: ExportKindInfo = {
  kind: 'visits_by_schedule',
  group: 'report',
  label: 'Визиты по графику',
  filters: ['project_ids', 'date_range', 'user_ids', 'statuses'],
  columns: [column('visit_date', 'Дата'), column('number', 'Номер визита')],
  formats: ['xlsx', 'csv'],
  requires: { project: true, date_range: true },
};
const INTEGRATION: ExportKindInfo = {
  kind: 'integration_report',
  group: 'report',
  label: 'Интеграционный отчёт',
  filters: ['project_ids'],
  columns: [column('visit_id', 'ID визита'), column('status_code', 'Код статуса')],
  formats: ['xlsx', 'csv'],
  requires: { project: true, date_range: false },
};
const LIST = { ...SCHEDULE, kind: 'cities', group: 'list' as const, label: 'Города' };
const empty = { items: [], total: 0, limit: 20, offset: 0 };

screenTestsAs(sessionOf(['analyst'], 5), [1]);

describe('the report form', () => {
  it('offers the reports only, and says what a report still needs', async () => {
    stubServices({
      [`GET ${EXPORTS}kinds/`]: Response.json({ items: [LIST, SCHEDULE, INTEGRATION] }),
      [`POST ${EXPORTS}list/`]: Response.json(empty),
      'POST /svc/main/projects/list/': Response.json(empty),
    });
    renderAt('/reports/reports');
    const form = await screen.findByTestId('report-form', {}, { timeout: 10_000 });
    expect(form.textContent).not.toContain('Города');
    // The project chosen in the menu is the report's; the period is still missing.
    expect(screen.getByTestId('report-missing').textContent).toBe('Укажите период выгрузки');
    expect(screen.getByRole('button', { name: 'Сформировать' })).toHaveProperty('disabled', true);
  }, 15_000);

  it('asks the report with its params, every column headed, and the format', async () => {
    const fetchMock = stubServices({
      [`GET ${EXPORTS}kinds/`]: Response.json({ items: [INTEGRATION] }),
      [`POST ${EXPORTS}list/`]: Response.json(empty),
      'POST /svc/main/projects/list/': Response.json(empty),
      [`POST ${EXPORTS}`]: Response.json(
        { detail: 'Нет доступа к интеграционному отчёту' },
        { status: 403 },
      ),
    });
    renderAt('/reports/reports');
    const generate = await screen.findByRole(
      'button',
      { name: 'Сформировать' },
      { timeout: 10_000 },
    );
    expect(screen.queryByTestId('report-missing')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'CSV' }));
    fireEvent.click(generate);
    // The refusal is said, not swallowed.
    const refusal = await screen.findByText('Нет доступа к интеграционному отчёту');
    expect(refusal.textContent).toBe('Нет доступа к интеграционному отчёту');
    // Nothing is followed or downloaded after a refusal.
    expect(screen.queryByTestId('export-progress')).toBeNull();
    await waitFor(() =>
      expect(sentBody(fetchMock, EXPORTS)).toMatchObject({
        kind: 'integration_report',
        params: { project_ids: [1] },
        columns: [
          { key: 'visit_id', header: 'ID визита' },
          { key: 'status_code', header: 'Код статуса' },
        ],
        format: 'csv',
      }),
    );
  }, 15_000);
});
