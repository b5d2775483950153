import type { Browser } from 'playwright-core';
import { launchBrowser } from '#tests/e2e/support/browser-launch';

/**
 * Everything the login page loads, as served (compressed by the server): the encoded sizes the
 * browser received, split into JS and the rest. In a fresh context of `shared` when given (the
 * browser suite's), else of a Chromium of its own.
 */
export async function benchLoginBundle(baseUrl: string, shared?: Browser) {
  const browser = shared ?? (await launchBrowser());
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const responses: { url: string; type: string; encodedBytes: number }[] = [];
    page.on('requestfinished', async (request) => {
      const sizes = await request.sizes();
      responses.push({
        url: request.url(),
        type: request.resourceType(),
        encodedBytes: sizes.responseBodySize,
      });
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const js = responses.filter((response) => response.type === 'script');
    const jsBytes = js.reduce((sum, response) => sum + response.encodedBytes, 0);
    const allBytes = responses.reduce((sum, response) => sum + response.encodedBytes, 0);
    return { jsBytes, allBytes, scripts: js.map((response) => new URL(response.url).pathname) };
  } finally {
    await context.close();
    if (!shared) await browser.close();
  }
}
