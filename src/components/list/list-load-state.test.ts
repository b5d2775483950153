import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '#src/api/api-error';
import { activateDefaultLocale } from '#src/lib/i18n';
import { isUnavailableOffline, listLoadState } from './list-load-state';

beforeAll(() => activateDefaultLocale());

const page = (items: string[], total = items.length) => ({ items, total, limit: 20, offset: 0 });
const base = {
  isPlaceholderData: false,
  error: null,
  data: undefined,
  fetchStatus: 'idle' as const,
};

describe('listLoadState', () => {
  it('is loading, with no rows, while the first answer for a filter is awaited', () => {
    expect(listLoadState({ ...base, status: 'pending', fetchStatus: 'fetching' })).toEqual({
      status: 'loading',
      items: [],
      total: 0,
      error: null,
      empty: false,
    });
  });

  it('is unavailable, not loading forever, offline with nothing kept on the device', () => {
    const paused = { ...base, status: 'pending' as const, fetchStatus: 'paused' as const };
    expect(listLoadState(paused)).toEqual({
      status: 'unavailable',
      items: [],
      total: 0,
      error: null,
      empty: false,
    });
    // Another filter's rows do not count as kept for this one.
    expect(
      listLoadState({
        ...paused,
        status: 'success',
        data: page(['old row']),
        isPlaceholderData: true,
      }).status,
    ).toBe('unavailable');
    // Kept rows are shown offline as they are.
    expect(listLoadState({ ...paused, status: 'success', data: page(['kept']) }).status).toBe(
      'success',
    );
  });

  it('tells a paused read without data from one that is only on its way', () => {
    expect(isUnavailableOffline({ fetchStatus: 'paused', data: undefined })).toBe(true);
    expect(isUnavailableOffline({ fetchStatus: 'paused', data: { id: 1 } })).toBe(false);
    expect(isUnavailableOffline({ fetchStatus: 'fetching', data: undefined })).toBe(false);
    expect(isUnavailableOffline({ fetchStatus: 'idle', data: undefined })).toBe(false);
  });

  it('treats placeholder rows (another filter’s) as loading: the list is emptied', () => {
    const state = listLoadState({
      ...base,
      status: 'success',
      data: page(['old row']),
      isPlaceholderData: true,
    });
    expect(state.status).toBe('loading');
    expect(state.items).toEqual([]);
  });

  it('shows the rows and the total on success, and keeps them in place during a refetch', () => {
    const state = listLoadState({
      ...base,
      status: 'success',
      data: page(['a', 'b'], 57),
      fetchStatus: 'fetching',
    });
    expect(state).toMatchObject({ status: 'success', items: ['a', 'b'], total: 57 });
    expect(state.empty).toBe(false);
  });

  it('reads nothing of a successful query that a background refetch changes', () => {
    // TanStack Query re-renders for the parts of the result a component read: a refetch that
    // brings the same rows must not render the whole list again as it starts and ends.
    const read = new Set<string>();
    const query = new Proxy(
      { ...base, status: 'success' as const, data: page(['a']) },
      {
        get(target, key: string) {
          read.add(key);
          return target[key as keyof typeof target];
        },
      },
    );
    expect(listLoadState(query).items).toEqual(['a']);
    expect([...read].sort()).toEqual(['data', 'isPlaceholderData', 'status']);
  });

  it("is empty ('Ничего не найдено') when the answer has no rows", () => {
    expect(listLoadState({ ...base, status: 'success', data: page([]) })).toMatchObject({
      status: 'success',
      empty: true,
    });
  });

  it("fails with the adapter's text and no rows, even with rows cached from before", () => {
    const error = new ApiError(1, 403, 'Недостаточно прав', { detail: 'Недостаточно прав' });
    expect(listLoadState({ ...base, status: 'error', error, data: page(['stale']) })).toMatchObject(
      { status: 'failed', items: [], total: 0, error: 'Недостаточно прав' },
    );
  });

  it("fails with the load-failure text, not the server's words, on a 5xx", () => {
    const error = new ApiError(1, 500, 'Internal error', { detail: 'Internal error' });
    expect(listLoadState({ ...base, status: 'error', error }).error).toBe(
      'Не удалось подгрузить данные. Обновите страницу',
    );
  });

  it("fails with 'Неизвестная ошибка' when the error says nothing", () => {
    const state = listLoadState({ ...base, status: 'error', error: new TypeError('boom') });
    expect(state.error).toBe('Неизвестная ошибка');
  });
});
