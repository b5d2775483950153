import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test reads the memory as a new start of the portal would: a fresh module.
const freshMemory = async () => {
  vi.resetModules();
  return import('./table-layout-memory');
};

afterEach(() => localStorage.clear());

describe('table layout memory', () => {
  it('keeps fold widths and row heights across starts, by table layout', async () => {
    const first = await freshMemory();
    first.rememberFoldWidth('pick,name,sku,actions', 980);
    first.rememberRowHeight('pick,name,sku,actions|2', 87);
    const next = await freshMemory();
    expect(next.knownFoldWidth('pick,name,sku,actions')).toBe(980);
    expect(next.knownRowHeight('pick,name,sku,actions|2')).toBe(87);
    expect(next.knownRowHeight('pick,name,sku,actions|0')).toBeUndefined();
  });

  it('does not keep a height before any row is measured', async () => {
    const memory = await freshMemory();
    memory.rememberRowHeight('name|0', 0);
    expect((await freshMemory()).knownRowHeight('name|0')).toBeUndefined();
  });

  it('starts empty from unreadable storage', async () => {
    localStorage.setItem('sfa.table-layout', '{not json');
    const memory = await freshMemory();
    expect(memory.knownFoldWidth('name')).toBeUndefined();
    memory.rememberFoldWidth('name', 500);
    expect((await freshMemory()).knownFoldWidth('name')).toBe(500);
  });
});
