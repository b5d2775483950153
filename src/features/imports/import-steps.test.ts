import { describe, expect, it } from 'vitest';
import type { ImportColumn, ImportProcess } from '#src/contracts/imports';
import {
  columnsFree,
  importStep,
  initialMapping,
  missingColumns,
  progressPercent,
} from './import-steps';

const column = (key: string, required: boolean): ImportColumn => ({
  key,
  header: key.toUpperCase(),
  required,
  type: 'text',
  example: '',
  synonyms: [],
  options: null,
  description: '',
});
const COLUMNS = [column('external_code', true), column('name', true), column('address', false)];

const dryRun = (fields: Partial<ImportProcess>) =>
  ({ status: 'completed', unmatched_columns: [], ...fields }) as ImportProcess;

describe('the steps of a new import', () => {
  it('starts on the form, shows progress while the dry run runs, then its report', () => {
    expect(importStep(null)).toBe('form');
    expect(importStep(dryRun({ status: 'pending' }))).toBe('checking');
    expect(importStep(dryRun({ status: 'in_progress' }))).toBe('checking');
    expect(importStep(dryRun({ status: 'completed_with_errors' }))).toBe('report');
  });

  it('asks for the mapping only when required columns were not found', () => {
    const unmatched = dryRun({
      status: 'completed_with_errors',
      unmatched_columns: ['external_code'],
    });
    expect(importStep(unmatched)).toBe('mapping');
  });
});

describe('the mapping step', () => {
  const process = { headers: ['Шифр', 'Название', ''], mapping: { Название: 'name' } };

  it("starts from the service's match, each other header mapped to nothing", () => {
    expect(initialMapping(process)).toEqual({ Шифр: '', Название: 'name' });
  });

  it('names the required columns still unmapped', () => {
    const mapping = initialMapping(process);
    expect(missingColumns(COLUMNS, mapping).map((each) => each.key)).toEqual(['external_code']);
    expect(missingColumns(COLUMNS, { ...mapping, Шифр: 'external_code' })).toEqual([]);
  });

  it('offers a header only the columns no other header took', () => {
    const mapping = { Шифр: 'external_code', Название: 'name' };
    expect(columnsFree(COLUMNS, mapping, 'Шифр').map((each) => each.key)).toEqual([
      'external_code',
      'address',
    ]);
  });
});

describe('progress', () => {
  it('is a percentage of the rows once their number is known', () => {
    expect(progressPercent({ done: 250, total: 1000 })).toBe(25);
    expect(progressPercent({ done: 0, total: null })).toBeNull();
    expect(progressPercent({ done: 0, total: 0 })).toBe(100);
  });
});
