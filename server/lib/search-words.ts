import { and, type SQL } from 'drizzle-orm';

/** A LIKE pattern matching `word` anywhere, its wildcards taken literally. */
export const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every word of a search (up to five) must match: `match` says where one pattern may. */
export function searchWords(
  search: string | undefined,
  match: (pattern: string) => SQL | undefined,
): SQL | undefined {
  const words = (search ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  return words.length ? and(...words.map((word) => match(likePattern(word)))) : undefined;
}
