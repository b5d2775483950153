import { describe, expect, it } from 'vitest';
import { neutralizeFormula } from '#src/contracts/spreadsheet-text';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a BOM and separates with semicolons and CRLF', () => {
    expect(toCsv(['Название', 'Код'], [['Москва', 'MSK']])).toBe(
      '\uFEFFНазвание;Код\r\nМосква;MSK\r\n',
    );
  });

  it('quotes separators, quotes and line breaks; empty for null', () => {
    expect(toCsv(['a'], [['x;y'], ['say "hi"'], ['1\n2'], [null]])).toBe(
      '\uFEFFa\r\n"x;y"\r\n"say ""hi"""\r\n"1\n2"\r\n\r\n',
    );
  });

  it('defuses formulas but keeps negative numbers', () => {
    expect(toCsv(['a'], [['=SUM(A1)'], [-5], ['@x']])).toBe(
      "\uFEFFa\r\n'=SUM(A1)\r\n-5\r\n'@x\r\n",
    );
  });

  it('neutralises every cell a spreadsheet would read as a formula (OWASP CSV injection)', () => {
    const payloads = [
      "-2+3+cmd|' /C calc'!A0",
      '-1+HYPERLINK("http://evil.example","x")',
      '+1+1',
      '=1+1',
      '@SUM(1+1)',
      '\t=1+1',
      '\r=1+1',
      '-5',
    ];
    for (const payload of payloads) {
      expect(neutralizeFormula(payload), payload).toBe(`'${payload}`);
      expect(toCsv(['a'], [[payload]]).split('\r\n')[1], payload).toMatch(/^"?'/);
    }
  });

  it('writes real numbers as numbers, negative ones too', () => {
    expect([-5, -0.5, 12, 0].map(neutralizeFormula)).toEqual(['-5', '-0.5', '12', '0']);
    expect(neutralizeFormula('Москва')).toBe('Москва');
    expect(neutralizeFormula(true)).toBe('1');
  });
});
