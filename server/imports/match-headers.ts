import type { KindColumn } from './kind';
import { headerKey } from './values';

/** How the file's headers map to the kind's columns: column key → the header's index. */
export interface HeaderMatch {
  /** File header → column key, as the process reports and remembers it. */
  mapping: Record<string, string>;
  indexOf: Map<string, number>;
  /** Required columns no header stands for. */
  unmatched: string[];
}

/**
 * Matches each header to a column: first what the user mapped (or what was remembered for the
 * kind and project), then the column's header and synonyms, compared as `headerKey` writes them
 * (case, ё/е, spacing and the required mark do not matter). A header mapped to '' is left out;
 * a column is taken by the first header that claims it.
 */
export function matchHeaders(
  headers: readonly string[],
  columns: readonly KindColumn[],
  chosen: Readonly<Record<string, string>> = {},
): HeaderMatch {
  const known = new Set(columns.map((column) => column.key));
  const byName = new Map<string, string>();
  for (const column of columns) {
    for (const name of [column.header, column.key, ...(column.synonyms ?? [])]) {
      const key = headerKey(name);
      if (!byName.has(key)) byName.set(key, column.key);
    }
  }
  const chosenByKey = new Map(
    Object.entries(chosen).map(([header, column]) => [headerKey(header), column]),
  );
  const mapping: Record<string, string> = {};
  const indexOf = new Map<string, number>();
  headers.forEach((header, index) => {
    const key = headerKey(header);
    if (key === '') return;
    const picked = chosenByKey.get(key);
    const column = picked === undefined ? byName.get(key) : picked;
    if (!column || !known.has(column) || indexOf.has(column)) return;
    mapping[header] = column;
    indexOf.set(column, index);
  });
  const unmatched = columns
    .filter((column) => column.required && !indexOf.has(column.key))
    .map((column) => column.key);
  return { mapping, indexOf, unmatched };
}
