import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '#src/router';
import { writeStartAddress } from './start-address';

function opened(address: string) {
  const history = createMemoryHistory({ initialEntries: [address] });
  const router = createAppRouter(new QueryClient(), history);
  writeStartAddress(router);
  return history.location;
}

describe('the opened address', () => {
  it("gets a list's default filters before the first load", () => {
    const { pathname, search } = opened('/visit-check');
    expect(pathname).toBe('/visit-check');
    const params = new URLSearchParams(search);
    expect(params.get('date_from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(params.get('date_to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('stays as it is when the router would write it the same', () => {
    const history = createMemoryHistory({ initialEntries: ['/products'] });
    const router = createAppRouter(new QueryClient(), history);
    const before = history.location;
    writeStartAddress(router);
    expect(history.location).toBe(before);
    expect(history.length).toBe(1);
  });

  it('keeps the filters the address names', () => {
    const { search } = opened('/visit-check?date_from=2026-01-05&date_to=2026-01-06');
    const params = new URLSearchParams(search);
    expect(params.get('date_from')).toBe('2026-01-05');
    expect(params.get('date_to')).toBe('2026-01-06');
  });
});
