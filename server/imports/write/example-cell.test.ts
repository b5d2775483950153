import { describe, expect, it } from 'vitest';
import { exampleCell } from './example-cell';

describe('exampleCell', () => {
  it('reads numbers and dates in Russian and ISO notation', () => {
    expect(exampleCell({ type: 'integer', example: '1 200' })).toBe(1200);
    expect(exampleCell({ type: 'number', example: '-3,25' })).toBe(-3.25);
    expect(exampleCell({ type: 'number', example: '7.5' })).toBe(7.5);
    expect(exampleCell({ type: 'date', example: '5.3.2024' })).toEqual(
      new Date(Date.UTC(2024, 2, 5)),
    );
    expect(exampleCell({ type: 'date', example: '2024-12-31' })).toEqual(
      new Date(Date.UTC(2024, 11, 31)),
    );
  });

  it('keeps text, and an example that is not of its type, as text', () => {
    expect(exampleCell({ type: 'text', example: '00123' })).toBe('00123');
    expect(exampleCell({ type: 'phone', example: '89991234567' })).toBe('89991234567');
    expect(exampleCell({ type: 'date', example: '31.02.2024' })).toBe('31.02.2024');
    expect(exampleCell({ type: 'integer', example: 'около 10' })).toBe('около 10');
    expect(exampleCell({ type: 'text', example: '  ' })).toBeNull();
  });
});
