import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseKind } from '#server/db/client';
import type { FileStorage } from '#server/storage/file-storage';
import type { ImportCounts, ImportFormat, ImportRowError } from '#src/contracts/imports';
import { IMPORT_MESSAGES, MAX_IMPORT_ROWS } from '#src/contracts/imports';
import { cancelRequested } from './cancel-requests';
import { type ErrorRow, keptErrorRows } from './error-rows';
import { authorMayImport } from './import-author';
import type { ImportKindDefinition, ImportRow } from './kind';
import { matchHeaders } from './match-headers';
import {
  finishProcess,
  type ImportProcessRow,
  rememberedMapping,
  rememberMapping,
  reportRows,
  startProcess,
} from './processes';
import { openSheet } from './read/open-sheet';
import { cellText, keyOf, namedErrors, readRow } from './read-rows';
import { ImportFileError, type SheetRow } from './sheet';
import { writeBatchCleanly } from './write-batch';

/** Rows written per batch: a statement per batch and entity, progress after each. */
const IMPORT_BATCH_ROWS = 500;
/** The refused rows the process itself lists (the errors file has them all). */
const LISTED_ERRORS = 100;

export interface ImportRunDeps {
  db: Database;
  dbKind: DatabaseKind;
  storage: FileStorage;
  log: FastifyBaseLogger;
  kinds: ReadonlyMap<string, ImportKindDefinition>;
  /** Aborted when the worker stops: the transaction is rolled back and the job runs again. */
  signal: AbortSignal;
  /** The job's progress (and lease); only between transactions on PGlite. */
  progress(done: number, total?: number): Promise<void>;
}

/** Thrown inside the transaction to roll it back: a dry run, a refusal, a cancel. */
class Rollback extends Error {}

/**
 * Runs one import process: reads its file, matches the headers, checks every row, and writes in
 * one transaction (rolled back for a dry run, for `all_or_nothing` with a refused row, and on a
 * cancel). A worker that stops mid-run rolls back and the job starts over: nothing is ever half
 * written.
 */
export async function runImport(
  deps: ImportRunDeps,
  process: ImportProcessRow,
  storageKey: string,
) {
  const kind = deps.kinds.get(process.kind);
  if (!kind) {
    return finishProcess(deps, process, {
      status: 'completed_with_errors',
      common: [IMPORT_MESSAGES.notAvailable],
    });
  }
  if (!(await authorMayImport(deps.db, process, kind))) {
    return finishProcess(deps, process, {
      status: 'completed_with_errors',
      common: [IMPORT_MESSAGES.authorGone],
    });
  }
  if (!(await startProcess(deps.db, process.id))) return;
  const format = (process.params.format ?? 'xlsx') as ImportFormat;
  const open = async () => {
    const stream = await deps.storage.get(storageKey);
    if (!stream) throw new ImportFileError(IMPORT_MESSAGES.unreadable);
    return stream;
  };
  try {
    const sheet = await openSheet(open, format, { maxRows: MAX_IMPORT_ROWS });
    const total = sheet.total === null ? null : Math.max(sheet.total - 1, 0);
    const rows = sheet.rows[Symbol.asyncIterator]();
    const first = await rows.next();
    if (first.done) throw new ImportFileError(IMPORT_MESSAGES.empty);
    const headers = first.value.cells.map(
      (cell: SheetRow['cells'][number]) => cellText(cell) ?? '',
    );
    const chosen = Object.keys(process.mapping).length
      ? process.mapping
      : await rememberedMapping(deps.db, process);
    const match = matchHeaders(headers, kind.columns, chosen);
    if (match.unmatched.length > 0) {
      const names = match.unmatched.map(
        (key) => kind.columns.find((c) => c.key === key)?.header ?? key,
      );
      return finishProcess(deps, process, {
        status: 'completed_with_errors',
        common: [`Не найдены обязательные столбцы: ${names.join(', ')}`],
        headers,
        mapping: match.mapping,
        unmatched: match.unmatched,
      });
    }
    const result = await checkAndWrite(deps, process, kind, match, rows, total);
    if (!process.dry_run && result.counts.refused === 0 && Object.keys(process.mapping).length) {
      await rememberMapping(deps.db, process, match.mapping);
    }
    return finishProcess(deps, process, {
      ...result,
      headers,
      mapping: match.mapping,
      unmatched: [],
    });
  } catch (error) {
    if (error instanceof ImportFileError) {
      return finishProcess(deps, process, {
        status: 'completed_with_errors',
        common: [error.message],
      });
    }
    throw error;
  }
}

interface CheckResult {
  status: 'completed' | 'completed_with_errors' | 'cancelled';
  counts: ImportCounts;
  common: string[];
  listed: ImportRowError[];
  errorRows: ErrorRow[];
}

async function checkAndWrite(
  deps: ImportRunDeps,
  process: ImportProcessRow,
  kind: ImportKindDefinition,
  match: ReturnType<typeof matchHeaders>,
  rows: AsyncIterator<SheetRow>,
  total: number | null,
): Promise<CheckResult> {
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0, refused: 0 };
  const listed: ImportRowError[] = [];
  const errorRows = keptErrorRows();
  const seen = new Map<string, number>();
  let done = 0;
  let cancelled = false;
  const refuse = (sheetRow: SheetRow, errors: Parameters<typeof namedErrors>[3]) => {
    counts.refused += 1;
    const named = namedErrors(kind, match, sheetRow, errors);
    if (listed.length < LISTED_ERRORS)
      listed.push(...named.slice(0, LISTED_ERRORS - listed.length));
    errorRows.add(
      sheetRow.cells,
      named
        .map((error) => (error.column ? `${error.column}: ${error.message}` : error.message))
        .join('; '),
    );
  };
  const outsideTransaction = deps.dbKind === 'postgres';
  const context = {
    processId: process.id,
    projectId: process.project_id,
    userId: process.user_id ?? 0,
    scope: [process.project_id],
  };
  const run = async (tx: Database) => {
    let batch: { sheetRow: SheetRow; row: ImportRow }[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const results = await writeBatchCleanly(
        kind,
        { tx, ...context },
        batch.map((entry) => entry.row),
      );
      results.forEach((result, i) => {
        if (result.outcome === 'refused') refuse(batch[i].sheetRow, result.errors);
        else counts[result.outcome] += 1;
      });
      done += batch.length;
      batch = [];
      if (outsideTransaction) {
        await reportRows(deps.db, process.id, done, total, counts);
        await deps.progress(done, total ?? undefined);
        if (await cancelRequested(deps.db, process.id)) cancelled = true;
      } else if (await cancelRequested(undefined, process.id)) cancelled = true;
      if (deps.signal.aborted) throw new Rollback('stopping');
    };
    for (let next = await rows.next(); !next.done && !cancelled; next = await rows.next()) {
      const sheetRow = next.value;
      const read = readRow(kind, match, sheetRow);
      if (read.errors) {
        refuse(sheetRow, read.errors);
        continue;
      }
      const key = keyOf(kind, read.row);
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        refuse(sheetRow, [{ column: kind.key[0] ?? null, message: `Повторяет строку ${earlier}` }]);
        continue;
      }
      seen.set(key, sheetRow.number);
      // Rows already read resolve without I/O: without a turn of the event loop now and then, a
      // process that also serves requests would hold them for a whole batch's reading.
      if (sheetRow.number % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
      batch.push({ sheetRow, row: read.row });
      if (batch.length >= IMPORT_BATCH_ROWS) await flush();
    }
    if (!cancelled) await flush();
    const keep =
      !cancelled && !process.dry_run && (process.mode === 'valid_rows' || counts.refused === 0);
    if (!keep) throw new Rollback('nothing to keep');
  };
  try {
    await deps.db.transaction(run);
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
    if (deps.signal.aborted && error.message === 'stopping')
      throw new Error('the worker is stopping');
  }
  const atomicRefusal = !process.dry_run && process.mode === 'all_or_nothing' && counts.refused > 0;
  return {
    status: cancelled ? 'cancelled' : counts.refused > 0 ? 'completed_with_errors' : 'completed',
    counts:
      cancelled || atomicRefusal
        ? { created: 0, updated: 0, unchanged: 0, refused: counts.refused }
        : counts,
    common: cancelled
      ? [IMPORT_MESSAGES.cancelled]
      : atomicRefusal
        ? [IMPORT_MESSAGES.atomicRefused]
        : [],
    listed,
    errorRows: errorRows.rows,
  };
}
