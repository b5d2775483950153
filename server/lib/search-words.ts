import { and, type SQL } from 'drizzle-orm';

/** A LIKE pattern matching `word` anywhere, its wildcards taken literally. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The patterns of a search's words (up to five), each to match somewhere. */
export const searchPatterns = (search: string | undefined): string[] =>
  (search ?? '').split(/\s+/).filter(Boolean).slice(0, 5).map(likePattern);

/** Every word of a search (up to five) must match: `match` says where one pattern may. */
export function searchWords(
  search: string | undefined,
  match: (pattern: string) => SQL | undefined,
): SQL | undefined {
  const patterns = searchPatterns(search);
  return patterns.length ? and(...patterns.map(match)) : undefined;
}
