import { describe, expect, it } from 'vitest';
import { missingForExport } from './export-requirements';

const both = { project: true, dateRange: true };
const range = { start: '2026-11-20', end: '2026-11-21' };

describe('missingForExport', () => {
  it('asks for a project where the kind needs one, named as the service reads it', () => {
    expect(missingForExport({ date_range: range }, both)?.message).toBe(
      'Выберите проект для выгрузки',
    );
    expect(missingForExport({ project_ids: [], date_range: range }, both)).toBeDefined();
    expect(missingForExport({ project_ids: [2], date_range: range }, both)).toBeUndefined();
    expect(missingForExport({ project_id: 2, date_range: range }, both)).toBeUndefined();
  });

  it('asks for the period once a project is there', () => {
    expect(missingForExport({ project_ids: [2] }, both)?.message).toBe('Укажите период выгрузки');
  });

  it('asks for nothing a kind does not need', () => {
    expect(missingForExport({}, {})).toBeUndefined();
    expect(missingForExport({}, { dateRange: true })?.message).toBe('Укажите период выгрузки');
  });
});
