import { beforeAll, describe, expect, it } from 'vitest';
import { activateDefaultLocale } from './i18n';
import { formatDistance, formatDuration, isTooFar } from './visit-format';

beforeAll(() => activateDefaultLocale());

describe('visit formatting', () => {
  it('writes a duration in hours and minutes', () => {
    expect(formatDuration(42 * 60 + 15)).toBe('42 мин');
    expect(formatDuration(65 * 60)).toBe('1 ч 05 мин');
    expect(formatDuration(2 * 3600 + 30 * 60)).toBe('2 ч 30 мин');
    expect(formatDuration(20)).toBe('< 1 мин');
    expect(formatDuration(null)).toBe('—');
  });

  it('writes a distance in whole metres, thousands grouped', () => {
    expect(formatDistance(87.4)).toBe('87 м');
    expect(formatDistance(1112)).toBe('1\u202f112 м');
    expect(formatDistance(null)).toBe('—');
  });

  it('flags a start farther than the project allows', () => {
    expect(isTooFar(1112, 500)).toBe(true);
    expect(isTooFar(500, 500)).toBe(false);
    expect(isTooFar(null, 500)).toBe(false);
    expect(isTooFar(800, null)).toBe(false);
  });
});
