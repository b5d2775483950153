import { remote } from 'webdriverio';
import { type Driver, type Engine, enginePage, type PageScript } from './engine';
import { findTarget, keepsItsPlace, type Target } from './page-scripts';

/** Debian's WebKitGTK browser for automation (package webkit2gtk-driver's companion). */
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** A WebDriver element reference as the protocol sends it. */
type ElementRef = { 'element-6066-11e4-a52e-4f735466cecf': string };

/**
 * WebKit through the WebKitWebDriver the global setup runs (on `port`, under Xvfb). Each `open`
 * is a session of its own, which is a MiniBrowser of its own: MiniBrowser in automation keeps its
 * website data in memory, so a profile is fresh and gone with the session. WebDriver classic:
 * WebKitGTK's BiDi is not complete.
 */
export function webkitEngine(port: number): Engine {
  return {
    name: 'webkit',
    async open(origin) {
      // Apart from the call: WebdriverIO's types do not name WebKitGTK's own capability.
      const capabilities = {
        browserName: 'MiniBrowser',
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      };
      const browser = await remote({
        hostname: '127.0.0.1',
        port,
        logLevel: 'error',
        connectionRetryCount: 0,
        capabilities,
      });
      await browser.setWindowSize(1280, 900);
      const element = (handle: ElementRef) => browser.$(handle);
      const driver: Driver<ElementRef> = {
        goto: async (url) => {
          await browser.url(url);
        },
        reload: () => browser.refresh(),
        url: () => browser.getUrl(),
        // WebDriver answers the script's (awaited) value as JSON, which is what the caller asked for.
        evaluate: async <T>(script: PageScript<T>, ...args: unknown[]) =>
          (await browser.execute(script, ...args)) as T,
        find: async (target: Target) =>
          (await browser.execute(findTarget, target)) as unknown as ElementRef | null,
        click: async (handle) => {
          await element(handle).click();
        },
        keepsItsPlace: async (handle) =>
          (await browser.execute(keepsItsPlace, await element(handle))) as boolean,
        type: async (handle, text) => {
          const field = await element(handle);
          await browser.execute(
            (input: HTMLElement) => (input as HTMLInputElement).select(),
            field,
          );
          await field.addValue(text);
        },
        close: async () => {
          await browser.deleteSession();
        },
      };
      return enginePage('webkit', origin, driver);
    },
    // The driver and Xvfb belong to the global setup; sessions end with their pages.
    close: async () => undefined,
  };
}
