import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { idParam, parseIdParam } from './route-params';

const thrown = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('parseIdParam', () => {
  it('reads a positive whole number', () => {
    expect(parseIdParam('7')).toBe(7);
    expect(parseIdParam('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each(['abc', '', '0', '-3', '7.5', '1e3', ' 7', '0x10', '007', '9007199254740993'])(
    'makes %j a page that does not exist',
    (raw) => {
      expect(isNotFound(thrown(() => parseIdParam(raw)))).toBe(true);
    },
  );
});

describe('idParam', () => {
  it('passes a good id through as text and refuses anything else as not found', () => {
    const { parse } = idParam('visitId');
    expect(parse({ visitId: '12' })).toEqual({ visitId: '12' });
    expect(isNotFound(thrown(() => parse({ visitId: 'abc' })))).toBe(true);
  });
});
