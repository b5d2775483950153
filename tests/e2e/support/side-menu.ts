import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Opens a side-menu group as a person does: a tap on it, then the next tap once the group has
 * opened. A tap on an entry while the group is still unfolding (200 ms) was now and then lost
 * on a busy machine; no person taps that fast, and the test is about where the menu leads.
 */
export async function openMenuGroup(page: Page, name: string): Promise<void> {
  const group = page.getByRole('navigation').getByRole('button', { name, exact: true });
  await group.click();
  await expect.poll(() => group.getAttribute('aria-expanded')).toBe('true');
  await group.evaluate(
    (button) =>
      new Promise<void>((resolve) => {
        // Open: Mantine's Collapse drops its inline height once the transition has ended.
        const open = () => {
          const region = button.nextElementSibling as HTMLElement | null;
          return !region || (region.style.height === '' && region.style.display !== 'none');
        };
        let frames = 0;
        const check = () => {
          frames = open() ? frames + 1 : 0;
          if (frames >= 2) resolve();
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
}
