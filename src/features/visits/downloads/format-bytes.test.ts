import { beforeAll, describe, expect, it } from 'vitest';
import { activateDefaultLocale } from '../../../lib/i18n';
import { formatBytes } from './format-bytes';

beforeAll(() => activateDefaultLocale());

describe('formatBytes', () => {
  it('picks the unit that keeps the figure readable', () => {
    expect(formatBytes(0)).toBe('0 Б');
    expect(formatBytes(512)).toBe('512 Б');
    expect(formatBytes(1536)).toBe('1,5 КБ');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5,0 МБ');
    expect(formatBytes(3.25 * 1024 ** 3)).toBe('3,3 ГБ');
    expect(formatBytes(2 * 1024 ** 4)).toBe('2,0 ТБ');
  });
});
