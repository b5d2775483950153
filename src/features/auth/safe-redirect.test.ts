import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a path of this origin with its search and hash', () => {
    expect(safeRedirect('/visit-feed?date_from=2026-01-01#top')).toBe(
      '/visit-feed?date_from=2026-01-01#top',
    );
    expect(safeRedirect('/sfa/user-profile/7')).toBe('/sfa/user-profile/7');
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'sfa',
    '',
    42,
    undefined,
  ])('refuses %s', (value) => {
    expect(safeRedirect(value)).toBeUndefined();
  });

  it('drops the root and /login itself, which would go nowhere useful', () => {
    expect(safeRedirect('/')).toBeUndefined();
    expect(safeRedirect('/login?redirect=%2Fsfa')).toBeUndefined();
  });
});
