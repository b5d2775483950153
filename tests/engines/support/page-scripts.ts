/**
 * What a flow points at, as a person names it: a button or a link by its name, a field by its
 * label, any element by its whole text, or a CSS selector; `within` narrows the search to the
 * first element a selector finds.
 */
export type Target =
  | { button: string; within?: string }
  | { link: string; within?: string }
  | { field: string; within?: string }
  | { text: string; within?: string }
  | { css: string; within?: string };

/**
 * Runs in the page (both drivers send its source): the first visible element the target names,
 * or null. Self-contained, for it is serialised.
 */
export function findTarget(target: Target): Element | null {
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const root: ParentNode | null = target.within ? document.querySelector(target.within) : document;
  if (!root) return null;
  const all = (selector: string) => [...root.querySelectorAll(selector)].filter(visible);
  const named = (element: Element, name: string) =>
    (element.getAttribute('aria-label') ?? textOf(element)) === name;

  if ('css' in target) return all(target.css)[0] ?? null;
  if ('button' in target) {
    return all('button, [role="button"]').find((element) => named(element, target.button)) ?? null;
  }
  if ('link' in target) {
    return all('a[href], [role="link"]').find((element) => named(element, target.link)) ?? null;
  }
  if ('field' in target) {
    // A required field's label ends in an asterisk, which is not part of its name.
    const labelText = (label: Element) => textOf(label).replace(/\s*\*$/, '');
    return (
      all('input, textarea, select').find(
        (element) =>
          element.getAttribute('aria-label') === target.field ||
          [...((element as HTMLInputElement).labels ?? [])].some(
            (label) => labelText(label) === target.field,
          ),
      ) ?? null
    );
  }
  // The innermost element whose whole text it is.
  const matches = all('body *').filter((element) => textOf(element) === target.text);
  return (
    matches.find(
      (element) => !matches.some((other) => other !== element && element.contains(other)),
    ) ?? null
  );
}

/** Runs in the page: whether the page shows `text` (rendered text, not hidden markup). */
export function showsText(text: string): boolean {
  // biome-ignore lint/performance/useDomNodeTextContent: what is rendered, as a person reads it; textContent also has hidden text.
  return (document.body?.innerText ?? '').replace(/\s+/g, ' ').includes(text);
}

/** Runs in the page: the service worker controls it (it claims clients on first install). */
export function controlledByServiceWorker(): boolean {
  return navigator.serviceWorker?.controller != null;
}

/** Runs in the page: a heading with exactly this text is shown. */
export function headingShown(name: string): boolean {
  return [...document.querySelectorAll('h1, h2, h3, [role="heading"]')].some(
    (heading) => heading.textContent?.trim() === name && heading.getBoundingClientRect().height > 0,
  );
}

/** Runs in the page: the element the selector finds is on screen. */
export function visible(selector: string): boolean {
  const box = document.querySelector(selector)?.getBoundingClientRect();
  return box !== undefined && box.width > 0 && box.height > 0;
}

/**
 * Runs in the page: at least `atLeast` photos are on screen and every one of them decoded. The
 * first photo still loading is scrolled to, as a person looks at them: they load lazily, WebKit's
 * only once near the screen (and a route's scroll restoration may put the page back at the top).
 */
export function photosDecoded(atLeast: number): boolean {
  const images = [...document.querySelectorAll<HTMLImageElement>('img[alt^="Фото"]')];
  const loading = images.find((image) => !image.complete || image.naturalWidth === 0);
  loading?.scrollIntoView({ block: 'center' });
  return images.length >= atLeast && loading === undefined;
}

/**
 * Whether the element stays where it is over two frames: content that arrives late (a banner, a
 * photo) moves what is below it, and a click aimed before the move lands on something else. The
 * same check Playwright makes before it clicks.
 */
export function keepsItsPlace(element: Element): Promise<boolean> {
  const box = () => {
    const { top, left, width, height } = element.getBoundingClientRect();
    return `${top},${left},${width},${height}`;
  };
  const before = box();
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(box() === before))),
  );
}
