import { describe, expect, it } from 'vitest';
import { errorsFileName, importForm } from './import-api';

describe('the multipart of a new import', () => {
  const file = new File(['Код ТТ;Название\r\n'], 'точки.csv', { type: 'text/csv' });

  it('sends the fields the service reads, the file last', () => {
    const form = importForm({
      kind: 'PROJECT_OUTLETS',
      projectId: 3,
      file,
      mode: 'valid_rows',
      dryRun: true,
    });
    expect([...form.keys()]).toEqual(['kind', 'project_id', 'dry_run', 'mode', 'file']);
    expect(form.get('project_id')).toBe('3');
    expect(form.get('dry_run')).toBe('true');
    expect((form.get('file') as File).name).toBe('точки.csv');
  });

  it('sends the mapping as JSON text when one was chosen', () => {
    const form = importForm({
      kind: 'PROJECT_OUTLETS',
      projectId: 3,
      file,
      mode: 'all_or_nothing',
      dryRun: false,
      mapping: { Шифр: 'external_code', Лишний: '' },
    });
    expect(JSON.parse(String(form.get('mapping')))).toEqual({
      Шифр: 'external_code',
      Лишний: '',
    });
    expect(form.get('dry_run')).toBe('false');
  });
});

describe('the errors file name', () => {
  it("is the file's, marked, in the format the service answered", () => {
    expect(errorsFileName('точки.xlsx', 'application/vnd.ms-excel', 'ошибки')).toBe(
      'точки — ошибки.xlsx',
    );
    expect(errorsFileName('точки.csv', 'text/csv; charset=utf-8', 'ошибки')).toBe(
      'точки — ошибки.csv',
    );
    expect(errorsFileName('.xlsx', 'text/csv', 'errors')).toBe('import — errors.csv');
  });
});
