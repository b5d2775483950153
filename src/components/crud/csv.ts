/** Excel reads UTF-8 only after a byte-order mark; without it Cyrillic turns into mojibake. */
const BOM = '\uFEFF';
// Excel with a Russian locale splits columns on semicolons, not commas.
const SEPARATOR = ';';

/** What a spreadsheet may read as the start of a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text opening like a formula gets a leading apostrophe, so a spreadsheet shows it as text
 * instead of running it (`-2+3+cmd|' /C calc'!A0` starts with a digit after the minus and
 * still runs). Only real numbers pass as they are: `-5` as a number is data, as text it is not.
 */
export function neutralizeFormula(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const safe = neutralizeFormula(value);
  return /[";\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The rows as CSV for Excel: BOM, semicolons, CRLF line ends, quoting where needed. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((line) => line.map(cell).join(SEPARATOR));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  downloadBlob(filename, new Blob([text], { type }));
}

export function downloadBlob(filename: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start the download after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
