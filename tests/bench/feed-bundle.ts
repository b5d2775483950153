import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser } from '#tests/e2e/support/browser-launch';

const DIST = join(import.meta.dirname, '../../dist');

/** A built file's size compressed with gzip at the level the server precompresses with. */
function gzipBytes(pathname: string): number {
  return gzipSync(readFileSync(join(DIST, pathname)), { level: 9 }).length;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** A chunk and every chunk it imports statically (what loading it loads), as built file paths. */
function closure(manifest: Record<string, ManifestChunk>, key: string, into = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || into.has(`/${chunk.file}`)) return into;
  into.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * From the build's import graph: the feed route's lazy chunk and what it imports, less what the
 * entry and the signed-in layout load anyway. Independent of what the home screen happens to load.
 */
export function feedBundleFromManifest() {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const shell = closure(manifest, 'index.html');
  closure(manifest, 'src/routes/_authenticated.tsx?tsr-split=component', shell);
  const route = closure(manifest, 'src/routes/_authenticated/visit-feed.tsx?tsr-split=component');
  if (route.size === 0) throw new Error('the feed route chunk is not in the build manifest');
  const files = [...route]
    .filter((path) => !shell.has(path))
    .map((path) => ({ path, bytes: gzipBytes(path) }));
  return { feedBytes: files.reduce((sum, file) => sum + file.bytes, 0), files };
}

function scriptsOf(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * The JS the visit feed adds to the signed-in shell: a supervisor signs in and waits on the home
 * screen (the shell, its menu and the home page loaded), then opens the feed from the side menu
 * as a person would; the scripts fetched from then on are the feed's. Sizes are gzip (level 9)
 * of the built files.
 */
export async function benchFeedBundle(baseUrl: string) {
  const browser = await launchBrowser();
  try {
    const page = await (
      await browser.newContext({ locale: 'ru-RU', viewport: { width: 1400, height: 900 } })
    ).newPage();
    const scripts = scriptsOf(page);
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Логин').fill('supervisor');
    await page.getByLabel('Пароль').fill(process.env.DEMO_PASSWORD ?? 'demo-password');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.waitForURL((address) => !address.pathname.startsWith('/login'));
    // A supervisor may use both portals: past the chooser, to this one's home screen.
    await page.goto(`${baseUrl}/sfa`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const shell = new Set(scripts);

    await page.getByRole('link', { name: 'Лента визитов' }).first().click();
    await page.getByRole('heading', { name: 'Лента визитов' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const feed = [...scripts].filter((path) => !shell.has(path));
    const shellBytes = [...shell].reduce((sum, path) => sum + gzipBytes(path), 0);
    const files = feed.map((path) => ({ path, bytes: gzipBytes(path) }));
    const feedBytes = files.reduce((sum, file) => sum + file.bytes, 0);
    return { shellBytes, feedBytes, files };
  } finally {
    await browser.close();
  }
}
