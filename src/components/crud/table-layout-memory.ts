/**
 * What each table learnt of its layout on this screen, kept across starts, by its columns:
 * - the width it needed unfolded: a list that folded here before folds from its first
 *   rendering of the rows, instead of building them unfolded, measuring, and building them
 *   again (and shifting everything below once more);
 * - the height of its rows: the first rendering builds as many rows as fit, instead of
 *   building them at a guessed height and dropping those that turn out not to fit.
 */
const MEMORY_KEY = 'sfa.table-layout';
interface TableLayoutMemory {
  foldWidths: Record<string, number>;
  rowHeights: Record<string, number>;
}
let memory: TableLayoutMemory | undefined;

function tableLayoutMemory(): TableLayoutMemory {
  if (!memory) {
    let kept: Partial<TableLayoutMemory> = {};
    try {
      kept = JSON.parse(localStorage.getItem(MEMORY_KEY) ?? '{}') as Partial<TableLayoutMemory>;
    } catch {
      // Unreadable: the tables measure again.
    }
    memory = { foldWidths: kept.foldWidths ?? {}, rowHeights: kept.rowHeights ?? {} };
  }
  return memory;
}

function keep(): void {
  try {
    localStorage.setItem(MEMORY_KEY, JSON.stringify(tableLayoutMemory()));
  } catch {
    // Storage full or refused: the table measures again next time.
  }
}

export function knownFoldWidth(table: string): number | undefined {
  return tableLayoutMemory().foldWidths[table];
}

export function rememberFoldWidth(table: string, at: number): void {
  const { foldWidths } = tableLayoutMemory();
  if (foldWidths[table] === at) return;
  foldWidths[table] = at;
  keep();
}

/** `layout`: the table's columns and whether it is folded (its rows differ in height). */
export function knownRowHeight(layout: string): number | undefined {
  return tableLayoutMemory().rowHeights[layout];
}

export function rememberRowHeight(layout: string, height: number): void {
  const { rowHeights } = tableLayoutMemory();
  if (rowHeights[layout] === height || !(height > 0)) return;
  rowHeights[layout] = height;
  keep();
}
