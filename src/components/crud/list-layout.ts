import { elementScroll, type Virtualizer } from '@tanstack/react-virtual';

// What a list reads of its layout, and when: never inside React's commit, where reading a size
// makes the browser lay the whole screen out on demand (the longest part of a list's start on
// a tablet); from ResizeObserver reports instead, which come after the browser's own layout.

/**
 * Until the list has been laid out: as tall as it may grow (the table caps it at 70% of the
 * window), from the screen's height: the window's would make the browser lay the page out to
 * answer.
 */
export const LIST_RECT = {
  width: 0,
  height: Math.round(Math.min(globalThis.screen?.availHeight || 800, 1600) * 0.7),
};

/**
 * Scrolls the list, except to where it already is: on attaching its list the virtualizer
 * scrolls it to the top it is at, and that write made the browser lay the page out in the
 * commit.
 */
export function scrollListTo(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<HTMLDivElement, Element>,
) {
  const target = offset + (options.adjustments ?? 0);
  if (target === (instance.scrollOffset ?? 0) && options.behavior === undefined) return;
  elementScroll(offset, options, instance);
}

/** The list's size as its ResizeObserver reports it, never read in between. */
export function observeListRect(
  instance: Virtualizer<HTMLDivElement, Element>,
  report: (rect: { width: number; height: number }) => void,
) {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(([entry]) => {
    const box = entry?.contentBoxSize?.[0];
    if (box) report({ width: Math.round(box.inlineSize), height: Math.round(box.blockSize) });
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/** A row's height from its ResizeObserver entry; until that comes, the last known or estimated. */
export function measuredRowHeight(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLDivElement, Element>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ??
    instance.options.estimateSize(index)
  );
}

/**
 * Runs `measure` once the browser has next laid `element` out, before it paints (a
 * ResizeObserver's first report): sizes read then cost nothing, where reading them in a layout
 * effect makes the browser lay the whole screen out inside React's commit.
 */
export function onNextLayout(element: Element, measure: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') {
    measure();
    return () => {};
  }
  const observer = new ResizeObserver(() => {
    observer.disconnect();
    measure();
  });
  observer.observe(element);
  return () => observer.disconnect();
}
