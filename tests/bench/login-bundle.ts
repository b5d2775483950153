import { launchBrowser } from '#tests/e2e/support/browser-launch';

/**
 * Everything the login page loads, as served (compressed by the server): the encoded sizes the
 * browser received, split into JS and the rest.
 */
export async function benchLoginBundle(baseUrl: string) {
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext()).newPage();
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
    await browser.close();
  }
}
