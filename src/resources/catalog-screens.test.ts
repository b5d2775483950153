import { describe, expect, it } from 'vitest';
import { catalogScreens } from '#src/test-support/route-table';

describe('catalog screens', () => {
  const screens = catalogScreens();

  it('are declared by their route files, one entity and one place in the menu each', () => {
    expect(screens.length).toBeGreaterThanOrEqual(24);
    expect(new Set(screens.map((screen) => screen.entity)).size).toBe(screens.length);
    expect(new Set(screens.map((screen) => screen.order)).size).toBe(screens.length);
  });

  it('keep the menu order of spec section 2', () => {
    const first = screens.slice(0, 5).map((screen) => screen.path);
    expect(first).toEqual([
      '/clients',
      '/projects',
      '/catalog/outlets',
      '/catalog/reference-outlets',
      '/team',
    ]);
  });
});
