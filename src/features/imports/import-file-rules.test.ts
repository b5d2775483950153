import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES } from '#src/contracts/imports';
import { importFileMessages, importFileProblem } from './import-file-rules';

describe('the import file check before upload', () => {
  it('takes XLS, XLSX and CSV whatever the case of the extension', () => {
    for (const name of ['точки.xlsx', 'old.XLS', 'list.Csv']) {
      expect(importFileProblem({ name, size: 1000 })).toBeNull();
    }
  });

  it('refuses another format, a file without extension and an empty file', () => {
    expect(importFileProblem({ name: 'photo.png', size: 10 })).toBe(importFileMessages.format);
    expect(importFileProblem({ name: 'xlsx', size: 10 })).toBe(importFileMessages.format);
    expect(importFileProblem({ name: 'a.csv', size: 0 })).toBe(importFileMessages.empty);
  });

  it('refuses a file over 50 MB and takes one of exactly 50 MB', () => {
    expect(importFileProblem({ name: 'big.xlsx', size: MAX_IMPORT_BYTES + 1 })).toBe(
      importFileMessages.tooLarge,
    );
    expect(importFileProblem({ name: 'big.xlsx', size: MAX_IMPORT_BYTES })).toBeNull();
  });
});
