import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Photos on screen, and how many of them decoded (a broken image has no natural width). */
const photosOnScreen = (page: Page) =>
  page.evaluate(() => {
    const images = [...document.querySelectorAll<HTMLImageElement>('img[alt^="Фото"]')];
    const decoded = images.filter((image) => image.complete && image.naturalWidth > 0).length;
    return { shown: images.length, decoded };
  });

/**
 * Waits until at least `atLeast` photos are on screen and every one of them decoded; answers
 * how many there are. Photos arrive one by one as their files load, so a single read straight
 * after a navigation can see the first of them only.
 */
export async function photosDecoded(page: Page, atLeast = 1): Promise<number> {
  await expect
    .poll(
      async () => {
        const { shown, decoded } = await photosOnScreen(page);
        return shown >= atLeast && decoded === shown;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return (await photosOnScreen(page)).decoded;
}
