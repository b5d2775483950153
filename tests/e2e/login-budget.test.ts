import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { benchLoginBundle } from '#tests/bench/login-bundle';
import { connectBrowser } from '#tests/e2e/support/run-browser';

/** The design card's budget: what /login loads must stay light for a tablet on mobile data. */
const LOGIN_JS_BUDGET_BYTES = 170 * 1024;

const DIST = join(import.meta.dirname, '../../dist');

/** The sources a built script was made of, from its source map. */
function sourcesOf(script: string): string[] {
  const map = join(DIST, `${script}.map`);
  if (!existsSync(map)) return [];
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
}

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe('the login page', () => {
  it('loads less than 170 KB of JavaScript as served', async () => {
    const figures = await benchLoginBundle(inject('baseUrl'), browser);
    expect(figures.scripts.length).toBeGreaterThan(0);
    expect(figures.jsBytes, figures.scripts.join('\n')).toBeLessThan(LOGIN_JS_BUDGET_BYTES);
  });

  // The start chunk is evaluated on every screen: the schema library and the contracts' schemas
  // come with the first form that checks its values, not before.
  it('loads no schema library', async () => {
    const { scripts } = await benchLoginBundle(inject('baseUrl'), browser);
    const sources = scripts.flatMap(sourcesOf);
    expect(sources.length).toBeGreaterThan(50);
    expect(sources.filter((source) => source.includes('node_modules/zod/'))).toEqual([]);
  });
});
