import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { exportTable } from './export-rows';
import type { ResourceColumn, ResourceRow } from './resource-definition';
import { toXlsx, xlsxCell } from './xlsx';

const i18n = setupI18n({ locale: 'ru', messages: { ru: {} } });
i18n.activate('ru');

type City = ResourceRow & { name: string; code: string | null; is_active: boolean; rank: number };
const columns: ResourceColumn<City>[] = [
  { key: 'name', label: msg`Название` },
  { key: 'is_active', label: msg`Активен` },
  { key: 'rank', label: msg`Ранг` },
];
const cities: City[] = [
  { id: 1, name: 'Москва', code: 'MSK', is_active: true, rank: 1 },
  { id: 2, name: '=Тула', code: null, is_active: false, rank: 12 },
];
const hostile = ["-2+3+cmd|' /C calc'!A0", '-1+HYPERLINK("http://evil.example","x")', '@SUM(1)'];
const table = () => exportTable(columns as unknown as ResourceColumn<ResourceRow>[], cities, i18n);

describe('exportTable', () => {
  it('writes the shown columns only, in their order, labels first', () => {
    expect(table()).toEqual({
      header: ['Название', 'Активен', 'Ранг'],
      rows: [
        ['Москва', 'Да', 1],
        ['=Тула', 'Нет', 12],
      ],
    });
  });

  it('writes "Да"/"Нет" in the CSV, not 1/0', () => {
    const { header, rows } = table();
    expect(toCsv(header, rows).split('\r\n').slice(1, 3)).toEqual(['Москва;Да;1', "'=Тула;Нет;12"]);
  });

  it('writes yes/no in the active language, as the list shows it', () => {
    const en = setupI18n({ locale: 'en', messages: { en: { [msg`Да`.id]: 'Yes' } } });
    en.activate('en');
    const rows = exportTable(columns as unknown as ResourceColumn<ResourceRow>[], cities, en).rows;
    expect(rows.map((row) => row[1])).toEqual(['Yes', 'Нет']);
  });
});

describe('xlsxCell', () => {
  it('keeps numbers, booleans and text typed; empty for null', () => {
    expect([1.5, true, 'x', null, undefined, ''].map(xlsxCell)).toEqual([
      1.5,
      true,
      'x',
      null,
      null,
      null,
    ]);
    expect(xlsxCell(['a', 'b'])).toBe('a,b');
  });
});

describe('toXlsx', () => {
  it('writes a workbook whose sheet holds the header and every row', async () => {
    const blob = await toXlsx(table(), 'Города: [все]');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    // A zip file (XLSX is one) starts with PK\x03\x04.
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const files = unzipSync(bytes);
    const text = (name: string) => new TextDecoder().decode(files[name]);
    const sheet = text('xl/worksheets/sheet1.xml');
    expect(sheet.match(/<row /g)).toHaveLength(3);
    const strings = `${sheet}${files['xl/sharedStrings.xml'] ? text('xl/sharedStrings.xml') : ''}`;
    for (const value of ['Название', 'Москва', '=Тула']) expect(strings).toContain(value);
    // A text that looks like a formula stays text: no <f> element anywhere.
    expect(sheet).not.toContain('<f>');
    expect(text('xl/workbook.xml')).toContain('name="Города   все "');
  });

  it('keeps formula-like text a typed text cell, never a formula', async () => {
    const blob = await toXlsx({ header: ['Название'], rows: hostile.map((name) => [name]) }, 'x');
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    const sheet = new TextDecoder().decode(files['xl/worksheets/sheet1.xml']);
    expect(sheet).not.toMatch(/<f[ >]/);
    // Every data cell is a string cell: shared (t="s") or inline (t="inlineStr").
    const cells = sheet.match(/<c [^>]*>/g) ?? [];
    expect(cells).toHaveLength(hostile.length + 1);
    for (const cell of cells) expect(cell).toMatch(/ t="(s|inlineStr)"/);
  });
});
