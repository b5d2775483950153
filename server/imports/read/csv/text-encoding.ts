/** How much of a CSV's start decides its encoding and delimiter. */
export const CSV_HEAD_BYTES = 64 * 1024;

const hasUtf8Bom = (head: Uint8Array) => head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf;

/** Valid UTF-8 throughout, a character cut at the end of the head aside. */
function isUtf8(head: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * UTF-8 when the file says so (a BOM) or reads as it; otherwise Windows-1251, which Russian Excel
 * writes for "CSV (разделители — запятые)". Cyrillic in Windows-1251 is almost never valid UTF-8.
 */
export const detectEncoding = (head: Uint8Array): 'utf-8' | 'windows-1251' =>
  hasUtf8Bom(head) || isUtf8(head) ? 'utf-8' : 'windows-1251';

/** In order of preference when the header has as many of one as of another. */
const DELIMITERS = [';', '\t', ','] as const;

/**
 * The delimiter the header line uses most, outside quotes: `;` (Russian Excel's), `,` or a tab.
 * A header of one column has none; any will do for it.
 */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best: string = DELIMITERS[0];
  for (const delimiter of DELIMITERS)
    if (counts.get(delimiter)! > counts.get(best)!) best = delimiter;
  return best;
}
