import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { measureScreenJs, type ScreenJs } from '#tests/bench/screen-js';
import { connectBrowser } from '#tests/e2e/support/run-browser';

/**
 * What each signed-in screen of the speed budget loads as served (compressed), opened directly on
 * a device that never loaded the portal. The login page has its own test (login-budget). A new
 * screen's code belongs in its lazy route chunk, not in the start chunk every screen pays for.
 * The limits and their latest figures: docs/performance.md, the row "Home: JavaScript as served,
 * opened directly" and the screens' rows after it.
 */
const BUDGET_KB: Record<string, number> = {
  home: 290,
  'visit feed': 340,
  'visit details': 325,
  'check queue': 335,
  'product list': 345,
};

describe('JavaScript per signed-in screen', () => {
  let figures: ScreenJs[] = [];
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const browser = await connectBrowser();
    close = () => browser.close();
    figures = await measureScreenJs(browser, inject('baseUrl'));
    for (const figure of figures) {
      console.log(
        `${figure.name}: ${(figure.jsBytes / 1024).toFixed(1)} KB in ${figure.scripts.length} files`,
      );
    }
  }, 120_000);
  afterAll(() => close());

  for (const [name, kb] of Object.entries(BUDGET_KB)) {
    it(`${name} loads less than ${kb} KB of JavaScript as served`, () => {
      const screen = figures.find((figure) => figure.name === name);
      expect(screen, `no figures for ${name}`).toBeDefined();
      expect(screen!.scripts.length).toBeGreaterThan(0);
      expect(screen!.jsBytes, screen!.scripts.join('\n')).toBeLessThan(kb * 1024);
    });
  }
});
