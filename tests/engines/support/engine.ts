import { showsText, type Target } from './page-scripts';

export type EngineName = 'webkit' | 'firefox';

/** A function sent to the page: its source travels, so it uses nothing of the test's scope. */
// biome-ignore lint/suspicious/noExplicitAny: each script declares its own arguments; the drivers pass them through as JSON.
export type PageScript<T> = (...args: any[]) => T | Promise<T>;

/** What each engine's driver does itself; everything a flow calls is built on these. */
export interface Driver<Handle> {
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  evaluate<T>(script: PageScript<T>, ...args: unknown[]): Promise<T>;
  /** The element `findTarget(target)` answers, or null. */
  find(target: Target): Promise<Handle | null>;
  /** A real click at the element's centre, through the driver's input. */
  click(handle: Handle): Promise<void>;
  /** {@link keepsItsPlace} for the element. */
  keepsItsPlace(handle: Handle): Promise<boolean>;
  /**
   * Replaces the field's value with real key presses: its text selected (the DOM's `select()`),
   * then typed over. The element has the focus after `click`.
   */
  type(handle: Handle, text: string): Promise<void>;
  close(): Promise<void>;
}

/** A page of one fresh browser profile, the same for every engine. */
export interface EnginePage {
  readonly engine: EngineName;
  /** The gate's origin the profile was opened on. */
  readonly origin: string;
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** The address's path, e.g. `/login`. */
  path(): Promise<string>;
  evaluate<T>(script: PageScript<T>, ...args: unknown[]): Promise<T>;
  /** Polls `script` until it answers something truthy, and answers that. */
  waitFor<T>(script: PageScript<T>, args?: unknown[], timeoutMs?: number): Promise<NonNullable<T>>;
  waitForText(text: string, timeoutMs?: number): Promise<void>;
  waitForPath(predicate: (path: string) => boolean, timeoutMs?: number): Promise<string>;
  /** Whether the target is on screen now (no wait). */
  has(target: Target): Promise<boolean>;
  click(target: Target, timeoutMs?: number): Promise<void>;
  fill(target: Target, value: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** A fresh profile (no storage, cache or service worker of another) with one page. */
  open(origin: string): Promise<EnginePage>;
  close(): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const POLL_MS = 100;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Tries `attempt` until it answers something other than undefined. A throw counts as not yet (a
 * page between two documents, an element replaced under the click); the last one is told.
 */
async function retry<T>(
  what: string,
  timeoutMs: number,
  attempt: () => Promise<T | undefined>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  do {
    try {
      const result = await attempt();
      if (result !== undefined) return result;
    } catch (error) {
      lastError = error;
    }
    await pause(POLL_MS);
  } while (Date.now() < deadline);
  throw new Error(`${what}: not within ${timeoutMs} ms`, { cause: lastError });
}

export function enginePage<Handle>(
  engine: EngineName,
  origin: string,
  driver: Driver<Handle>,
): EnginePage {
  const path = async () => new URL(await driver.url()).pathname;
  const found = (target: Target, timeoutMs: number) =>
    retry(`${engine}: ${JSON.stringify(target)}`, timeoutMs, async () => {
      return (await driver.find(target)) ?? undefined;
    });
  // Not yet while it moves: a click aimed before a move lands beside it.
  const steady = async (target: Target, timeoutMs: number) => {
    const handle = await found(target, timeoutMs);
    return (await driver.keepsItsPlace(handle)) ? handle : undefined;
  };
  const page: EnginePage = {
    engine,
    origin,
    goto: (to) => driver.goto(new URL(to, origin).href),
    reload: () => driver.reload(),
    path,
    evaluate: (script, ...args) => driver.evaluate(script, ...args),
    waitFor: (script, args = [], timeoutMs = DEFAULT_TIMEOUT_MS) =>
      retry(
        `${engine}: ${script.name || 'script'}(${JSON.stringify(args)})`,
        timeoutMs,
        async () => {
          const result = await driver.evaluate(script, ...args);
          return result ? result : undefined;
        },
      ),
    waitForText: async (text, timeoutMs = DEFAULT_TIMEOUT_MS) => {
      try {
        await page.waitFor(showsText, [text], timeoutMs);
      } catch (error) {
        // What the page said instead is what a failure needs first.
        const shown = await driver
          // biome-ignore lint/performance/useDomNodeTextContent: the text on screen, as the user reads it.
          .evaluate(() => document.body?.innerText ?? '')
          .catch(() => '(the page did not answer)');
        throw new Error(`${(error as Error).message}; the page shows:\n${shown.slice(0, 2000)}`, {
          cause: error,
        });
      }
    },
    waitForPath: (predicate, timeoutMs = DEFAULT_TIMEOUT_MS) =>
      retry(`${engine}: the address`, timeoutMs, async () => {
        const now = await path();
        return predicate(now) ? now : undefined;
      }),
    has: async (target) => (await driver.find(target)) !== null,
    click: (target, timeoutMs = DEFAULT_TIMEOUT_MS) =>
      retry(`${engine}: click ${JSON.stringify(target)}`, timeoutMs, async () => {
        const handle = await steady(target, timeoutMs);
        if (handle === undefined) return undefined;
        await driver.click(handle);
        return true;
      }).then(() => undefined),
    fill: (target, value, timeoutMs = DEFAULT_TIMEOUT_MS) =>
      retry(`${engine}: fill ${JSON.stringify(target)}`, timeoutMs, async () => {
        const handle = await steady(target, timeoutMs);
        if (handle === undefined) return undefined;
        await driver.click(handle);
        await driver.type(handle, value);
        return true;
      }).then(() => undefined),
    close: () => driver.close(),
  };
  return page;
}
