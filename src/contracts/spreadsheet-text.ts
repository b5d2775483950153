/** What a spreadsheet may read as the start of a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text opening like a formula gets a leading apostrophe, so a spreadsheet shows it as text
 * instead of running it (`-2+3+cmd|' /C calc'!A0` starts with a digit after the minus and
 * still runs). Only real numbers pass as they are: `-5` as a number is data, as text it is not.
 * Shared by the portal's CSV and the server's exports, so both files defuse the same way.
 */
export function neutralizeFormula(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}
