/**
 * The width each table needed unfolded, by its columns, kept across starts: a list that folded
 * on this screen before folds from its first rendering of the rows, instead of building them
 * unfolded, measuring, and building them again (and shifting everything below once more).
 */
const FOLD_WIDTHS_KEY = 'sfa.table-fold-widths';
let foldWidths: Record<string, number> | undefined;

export function knownFoldWidths(): Record<string, number> {
  if (!foldWidths) {
    try {
      foldWidths = JSON.parse(localStorage.getItem(FOLD_WIDTHS_KEY) ?? '{}') as Record<
        string,
        number
      >;
    } catch {
      foldWidths = {};
    }
  }
  return foldWidths;
}

export function rememberFoldWidth(table: string, at: number): void {
  const widths = knownFoldWidths();
  if (widths[table] === at) return;
  widths[table] = at;
  try {
    localStorage.setItem(FOLD_WIDTHS_KEY, JSON.stringify(widths));
  } catch {
    // Storage full or refused: the table measures again next time.
  }
}
