import { describe, expect, it } from 'vitest';
import {
  booleanCodec,
  createSearchCodec,
  dateCodec,
  idsCodec,
  numberCodec,
  oneOfListCodec,
  pageCodec,
  textCodec,
} from './search-codec';

describe('field codecs', () => {
  it('reads ids as a list, a comma string or one number, and writes them back short', () => {
    expect(idsCodec.decode([3, 1])).toEqual([3, 1]);
    expect(idsCodec.decode('3,1,3')).toEqual([3, 1]);
    expect(idsCodec.decode(7)).toEqual([7]);
    expect(idsCodec.decode('7')).toEqual([7]);
    expect(idsCodec.decode('x,0,-2,1.5,4')).toEqual([4]);
    expect(idsCodec.decode('')).toBeUndefined();
    expect(idsCodec.decode({ a: 1 })).toEqual(undefined);
    expect(idsCodec.encode([3, 1])).toBe('3,1');
    // One id as a number: the router would JSON-quote the string '7'.
    expect(idsCodec.encode([7])).toBe(7);
    expect(idsCodec.encode([])).toBeUndefined();
  });

  it('keeps only the known values of a closed list', () => {
    const statuses = oneOfListCodec(['new', 'done', 'overdue'] as const);
    expect(statuses.decode('done,lost,new')).toEqual(['done', 'new']);
    expect(statuses.decode(['overdue'])).toEqual(['overdue']);
    expect(statuses.decode('lost')).toBeUndefined();
    expect(statuses.encode(['done', 'new'])).toBe('done,new');
    expect(statuses.encode([])).toBeUndefined();
  });

  it('takes real YYYY-MM-DD days only', () => {
    expect(dateCodec.decode('2026-03-01')).toBe('2026-03-01');
    expect(dateCodec.decode(' 2026-03-01 ')).toBe('2026-03-01');
    expect(dateCodec.decode('2026-02-30')).toBeUndefined();
    expect(dateCodec.decode('01.03.2026')).toBeUndefined();
    expect(dateCodec.decode(20260301)).toBeUndefined();
  });

  it('reads numbers, booleans and text leniently', () => {
    expect(numberCodec.decode('1500')).toBe(1500);
    expect(numberCodec.decode(50.5)).toBe(50.5);
    expect(numberCodec.decode('abc')).toBeUndefined();
    expect(numberCodec.decode('')).toBeUndefined();
    expect(booleanCodec.decode(true)).toBe(true);
    expect(booleanCodec.decode('false')).toBe(false);
    expect(booleanCodec.decode('0')).toBe(false);
    expect(booleanCodec.decode('yes')).toBeUndefined();
    expect(textCodec.decode('  шампунь ')).toBe('шампунь');
    expect(textCodec.decode(123)).toBe('123');
    expect(textCodec.decode('   ')).toBeUndefined();
    expect(textCodec.encode('  ')).toBeUndefined();
  });

  it('leaves page 1 out of the address', () => {
    expect(pageCodec.decode('3')).toBe(3);
    expect(pageCodec.decode(0)).toBeUndefined();
    expect(pageCodec.encode(1)).toBeUndefined();
    expect(pageCodec.encode(2)).toBe(2);
  });
});

describe('createSearchCodec', () => {
  const codec = createSearchCodec({
    user_ids: idsCodec,
    statuses: oneOfListCodec(['new', 'done'] as const),
    date_from: dateCodec,
    is_restored: booleanCodec,
  });

  it('decodes what the router parsed into typed filters, dropping unknown and invalid keys', () => {
    expect(
      codec.decode({
        user_ids: '5,9',
        statuses: 'done,bogus',
        date_from: 'yesterday',
        is_restored: false,
        other: 'x',
      }),
    ).toEqual({ user_ids: [5, 9], statuses: ['done'], is_restored: false });
  });

  it('encodes typed filters for the address, leaving empty ones out', () => {
    expect(
      codec.encode({ user_ids: [5], statuses: [], date_from: '2026-03-01', is_restored: true }),
    ).toEqual({ user_ids: 5, date_from: '2026-03-01', is_restored: true });
  });

  it('round-trips: encode(decode(x)) is stable', () => {
    const values = { user_ids: [5, 9], statuses: ['new' as const], date_from: '2026-03-01' };
    expect(codec.decode(codec.encode(values))).toEqual(values);
  });

  it('validateSearch names every key, so that an invalid raw value cannot show through', () => {
    expect(codec.validateSearch({ user_ids: '0', statuses: 'new', junk: 1 })).toEqual({
      user_ids: undefined,
      statuses: 'new',
      date_from: undefined,
      is_restored: undefined,
    });
  });
});
