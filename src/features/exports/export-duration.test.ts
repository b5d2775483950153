import { beforeAll, describe, expect, it } from 'vitest';
import { activateDefaultLocale } from '#src/lib/i18n';
import { formatDuration } from './export-duration';

beforeAll(() => activateDefaultLocale());

describe('formatDuration', () => {
  it('says tenths of a second under ten seconds, then minutes and seconds', () => {
    expect([null, 420, 9_949, 12_400, 185_000].map(formatDuration)).toEqual([
      '—',
      '0,4 с',
      '9,9 с',
      '12 с',
      '3 мин 5 с',
    ]);
  });
});
