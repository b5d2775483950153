import { describe, expect, it } from 'vitest';
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
});
