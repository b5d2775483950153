import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { TIMESTAMPTZ, timestamptzAsIso } from './timestamp-text';

const driverParse = pg.types.getTypeParser(TIMESTAMPTZ, 'text') as (text: string) => Date;
const asIso = timestamptzAsIso(driverParse);

describe('timestamptzAsIso', () => {
  it('writes a UTC timestamp as ISO 8601 with milliseconds', () => {
    expect(asIso('2026-11-27 08:03:00+00')).toBe('2026-11-27T08:03:00.000Z');
    expect(asIso('2026-11-27 08:03:00.1+00')).toBe('2026-11-27T08:03:00.100Z');
    expect(asIso('2026-11-27 08:03:00.12+00')).toBe('2026-11-27T08:03:00.120Z');
    expect(asIso('2026-11-27 08:03:00.123456+00')).toBe('2026-11-27T08:03:00.123Z');
  });

  it("answers what the driver's Date answers for every microsecond of a second", () => {
    for (let micro = 0; micro < 1_000_000; micro += 37) {
      const digits = String(micro).padStart(6, '0').replace(/0+$/, '');
      const text = `2026-03-01 23:59:59${digits ? `.${digits}` : ''}+00`;
      const expected = driverParse(text).toISOString();
      if (asIso(text) !== expected) expect(asIso(text)).toBe(expected);
    }
  });

  it("reads other zones and years through the driver's parser", () => {
    for (const text of [
      '2026-11-27 08:03:00.5+03',
      '2026-11-27 08:03:00+05:30',
      '2026-11-27 08:03:00-08',
      '0099-01-01 00:00:00+00',
      '12026-11-27 08:03:00+00',
    ])
      expect(asIso(text)).toBe(driverParse(text).toISOString());
  });

  it('refuses what is no timestamp', () => {
    expect(() => asIso('infinity')).toThrow(RangeError);
  });
});
