import { neutralizeFormula } from '#src/contracts/spreadsheet-text';

/** Excel reads UTF-8 only after a byte-order mark; without it Cyrillic turns into mojibake. */
const BOM = '\uFEFF';
// Excel with a Russian locale splits columns on semicolons, not commas.
const SEPARATOR = ';';

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
