// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sniffImportFormat } from './sniff-format';
import { rowsSheet, sheetJsFile, windows1251 } from './test-files';

describe('sniffImportFormat', () => {
  it('tells XLSX and XLS apart by their signatures, whatever the name', () => {
    const sheet = rowsSheet([['Код'], [1]]);
    expect(sniffImportFormat(sheetJsFile(sheet, 'xlsx'))).toBe('xlsx');
    expect(sniffImportFormat(sheetJsFile(sheet, 'biff8'))).toBe('xls');
  });

  it('takes text as CSV: UTF-8 with or without a BOM, and Windows-1251', () => {
    expect(sniffImportFormat(Buffer.from('\ufeffКод;Название\r\n1;Точка'))).toBe('csv');
    expect(sniffImportFormat(Buffer.from('Код;Название\n1;Точка'))).toBe('csv');
    expect(sniffImportFormat(windows1251('Код;Название\r\n1;Точка'))).toBe('csv');
    expect(sniffImportFormat(Buffer.from(''))).toBe('csv');
  });

  it('refuses binary files and documents that only look like text', () => {
    expect(
      sniffImportFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])),
    ).toBe(undefined);
    expect(sniffImportFormat(Buffer.from('Код\0Название'))).toBe(undefined);
    expect(sniffImportFormat(Buffer.from('%PDF-1.7\n'))).toBe(undefined);
    expect(sniffImportFormat(Buffer.from('<html><table><tr><td>1</td></tr></table>'))).toBe(
      undefined,
    );
    expect(sniffImportFormat(Buffer.from('\ufeff<?xml version="1.0"?><Workbook/>'))).toBe(
      undefined,
    );
  });
});
