import type { Database } from '#server/db/client';
import type { PermissionLevel } from '#src/access/can';
import type { DerivedRight } from '#src/access/derived-rights';
import type { PermissionArea } from '#src/access/permission-values';
import type {
  ImportColumn,
  ImportColumnType,
  ImportGroup,
  ImportKindName,
} from '#src/contracts/imports';

/** A value of a row, read from its cell by the column's type (values.ts). */
export type ImportValue = string | number | boolean | null;

/** A row of the file with its cells read: column key → value (null: empty or no such column). */
export interface ImportRow {
  /** The row number the user sees in the spreadsheet. */
  number: number;
  values: Record<string, ImportValue>;
}

/** A refusal of a row, on a column key (null: the row as a whole). */
export interface RowError {
  column: string | null;
  message: string;
}

export type RowResult =
  | { outcome: 'created' | 'updated' | 'unchanged' }
  | { outcome: 'refused'; errors: RowError[] };

/** What a kind's batch writes with: the import's transaction, project and author. */
export interface ImportContext {
  tx: Database;
  /** The import being written (import_processes.id). */
  processId: number;
  projectId: number;
  userId: number;
  /** The projects the writes may touch: the import's project. */
  scope: number[];
}

export interface KindColumn {
  key: string;
  header: string;
  type: ImportColumnType;
  required?: boolean;
  example: string;
  synonyms?: readonly string[];
  options?: readonly string[];
  description?: string;
}

/** An area's level an import's author needs, and the derived right the form's call also asks. */
export interface KindPermission {
  area: PermissionArea;
  level: PermissionLevel;
  right?: DerivedRight;
}

/**
 * One import kind of spec section 9, as data: its spreadsheet's columns, what makes a row "the
 * same" as one already there, the permissions its writes need, and the batch write, which
 * resolves the rows' references (codes, names, logins) and writes through the CRUD code the
 * forms use (server/crud/write-many.ts). Everything else (files, headers, cells, batches,
 * savepoints, dry runs, counts, progress) is the engine's.
 */
export interface ImportKindDefinition {
  kind: ImportKindName;
  group: ImportGroup;
  label: string;
  description: string;
  columns: readonly KindColumn[];
  key: readonly string[];
  /** The author needs these in the import's project, besides imports CREATE. */
  permissions: readonly KindPermission[];
  /**
   * Writes a batch of rows (already read by type, required columns present, no two with the same
   * key), answering each row's result in order. Runs inside the import's transaction; a dry
   * run's is rolled back. A row it refuses must leave nothing written (use a savepoint, as
   * write-many does).
   */
  writeBatch(context: ImportContext, rows: readonly ImportRow[]): Promise<RowResult[]>;
}

export function defineImportKind(definition: ImportKindDefinition): ImportKindDefinition {
  const keys = new Set(definition.columns.map((column) => column.key));
  for (const key of definition.key) {
    if (!keys.has(key)) throw new Error(`${definition.kind}: key column ${key} is not a column`);
  }
  return definition;
}

/** A kind's columns as the contract lists them. */
export function columnsOf(definition: Pick<ImportKindDefinition, 'columns'>): ImportColumn[] {
  return definition.columns.map((column) => ({
    key: column.key,
    header: column.header,
    required: column.required ?? false,
    type: column.type,
    example: column.example,
    synonyms: [...(column.synonyms ?? [])],
    options: column.options ? [...column.options] : null,
    description: column.description ?? '',
  }));
}
