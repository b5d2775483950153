import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredValue, useStoredValue, writeStoredValue } from './use-stored-value';

const isStringList = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useStoredValue', () => {
  it('reads the kept value while rendering and renders once on mount', () => {
    localStorage.setItem('test.columns', JSON.stringify(['name', 'code']));
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useStoredValue<string[]>('test.columns', ['name'], isStringList);
    });
    expect(result.current[0]).toEqual(['name', 'code']);
    expect(renders).toBe(1);
  });

  it('keeps one object while the stored text is unchanged', () => {
    localStorage.setItem('test.same', JSON.stringify(['a']));
    const first = readStoredValue('test.same', [] as string[]);
    expect(readStoredValue('test.same', [] as string[])).toBe(first);
    localStorage.setItem('test.same', JSON.stringify(['b']));
    expect(readStoredValue('test.same', [] as string[])).toEqual(['b']);
  });

  it('falls back when nothing, something unreadable or something of another shape is kept', () => {
    expect(readStoredValue('test.none', 'medium')).toBe('medium');
    localStorage.setItem('test.broken', '{not json');
    expect(readStoredValue('test.broken', 'medium')).toBe('medium');
    localStorage.setItem('test.shape', JSON.stringify(42));
    expect(readStoredValue('test.shape', ['x'], isStringList)).toEqual(['x']);
  });

  it('writes, and every reader of the key on this page follows', () => {
    const first = renderHook(() => useStoredValue('test.open', true));
    const second = renderHook(() => useStoredValue('test.open', true));
    act(() => first.result.current[1](false));
    expect(first.result.current[0]).toBe(false);
    expect(second.result.current[0]).toBe(false);
    expect(localStorage.getItem('test.open')).toBe('false');
  });

  it('follows a value written in another tab', () => {
    const { result } = renderHook(() => useStoredValue('test.size', 'medium'));
    act(() => {
      localStorage.setItem('test.size', JSON.stringify('large'));
      window.dispatchEvent(new StorageEvent('storage', { key: 'test.size' }));
    });
    expect(result.current[0]).toBe('large');
  });

  it('keeps a value on this page when local storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const { result } = renderHook(() => useStoredValue('test.blocked', true));
    act(() => result.current[1](false));
    expect(result.current[0]).toBe(false);
    vi.restoreAllMocks();
    writeStoredValue('test.blocked', true);
    expect(readStoredValue('test.blocked', false)).toBe(true);
  });
});
