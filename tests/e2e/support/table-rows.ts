import type { Locator } from 'playwright-core';

/**
 * The row of a list that holds `text`, scrolled to as a user scrolls to it: a list renders only
 * the rows in view, so a row further down is not on the page until the list is scrolled there.
 * `list` holds one `resource-table`. Scrolls from the top to the end, and again while the rows
 * are still coming, until the row is there and in view or `timeout` ms have passed.
 */
export async function scrollToRow(list: Locator, text: string, timeout = 30_000): Promise<Locator> {
  const row = list.getByRole('row').filter({ hasText: text }).first();
  const scroller = list.getByTestId('resource-table');
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if ((await row.count()) > 0) {
      // A row at the edge of what the list renders may be gone again before it is scrolled to
      // (the list re-measures its rows as they come): then the search goes on.
      const shown = await row
        .scrollIntoViewIfNeeded({ timeout: 2_000 })
        .then(() => true)
        .catch(() => false);
      if (shown) return row;
    }
    const atEnd = await scroller
      .evaluate((element) => {
        if (element.scrollTop + element.clientHeight >= element.scrollHeight - 1) {
          element.scrollTop = 0;
          return true;
        }
        element.scrollTop += Math.max(element.clientHeight * 0.8, 1);
        return false;
      })
      .catch(() => true);
    await new Promise((resolve) => setTimeout(resolve, atEnd ? 250 : 50));
  }
  throw new Error(`no row with “${text}” in the list within ${timeout} ms`);
}
