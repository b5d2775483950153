import type { Locator } from 'playwright-core';

/**
 * Types `HH:mm` into a time field (Mantine's TimePicker: an hours and a minutes box; the hours
 * box moves on to the minutes by itself once two digits are in).
 */
export async function typeTime(field: Locator, time: string): Promise<void> {
  await field.click();
  await field.page().keyboard.type(time.replace(':', ''));
}
