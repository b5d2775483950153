import { describe, expect, inject, it } from 'vitest';
import { benchLoginBundle } from '#tests/bench/login-bundle';

/** The design card's budget: what /login loads must stay light for a tablet on mobile data. */
const LOGIN_JS_BUDGET_BYTES = 170 * 1024;

describe('the login page', () => {
  it('loads less than 170 KB of JavaScript as served', async () => {
    const figures = await benchLoginBundle(inject('baseUrl'));
    expect(figures.scripts.length).toBeGreaterThan(0);
    expect(figures.jsBytes, figures.scripts.join('\n')).toBeLessThan(LOGIN_JS_BUDGET_BYTES);
  });
});
