import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { type Driver, type Engine, enginePage } from './engine';
import { findTarget, keepsItsPlace } from './page-scripts';

/** Debian's Firefox ESR; `FIREFOX_PATH` points elsewhere. */
const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/**
 * Firefox through WebDriver BiDi (puppeteer-core; there is no geckodriver here). One browser
 * process for the caller; each `open` is a user context of its own, with its own storage and
 * service workers, removed with its page.
 */
export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: { width: 1280, height: 900 },
  });
  return {
    name: 'firefox',
    async open(origin) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const driver: Driver<ElementHandle> = {
        goto: async (url) => {
          await page.goto(url);
        },
        reload: async () => {
          await page.reload();
        },
        url: async () => page.url(),
        evaluate: (script, ...args) => page.evaluate(script, ...args),
        find: async (target) => {
          const handle = await page.evaluateHandle(findTarget, target);
          const element = handle.asElement() as ElementHandle | null;
          if (!element) await handle.dispose();
          return element;
        },
        click: (handle) => handle.click(),
        keepsItsPlace: (handle) => handle.evaluate(keepsItsPlace),
        type: async (handle, text) => {
          await handle.evaluate((input) => (input as HTMLInputElement).select());
          await handle.type(text);
        },
        close: () => context.close(),
      };
      return enginePage('firefox', origin, driver);
    },
    close: () => browser.close(),
  };
}
