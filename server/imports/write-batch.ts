import type { ImportContext, ImportKindDefinition, ImportRow, RowResult } from './kind';

/** A batch with a refused row, thrown to roll its savepoint back. */
class RefusedBatch extends Error {
  constructor(readonly results: RowResult[]) {
    super('refused rows in the batch');
  }
}

/**
 * Writes a batch in a savepoint so that a refused row leaves nothing behind, even where a kind
 * writes several rows for one line (an outlet and its place in the project): a batch with a
 * refusal is rolled back and written again without the refused rows, until none is refused.
 * Each round drops at least one row, so it ends; the usual batch, with no refusal, is written once.
 */
export async function writeBatchCleanly(
  kind: ImportKindDefinition,
  context: ImportContext,
  rows: readonly ImportRow[],
): Promise<RowResult[]> {
  const results: RowResult[] = rows.map(() => ({ outcome: 'unchanged' }));
  let remaining = rows.map((row, index) => ({ row, index }));
  while (remaining.length > 0) {
    try {
      const written = await context.tx.transaction(async (tx) => {
        const answered = await kind.writeBatch(
          { ...context, tx },
          remaining.map((entry) => entry.row),
        );
        if (answered.some((result) => result.outcome === 'refused')) {
          throw new RefusedBatch(answered);
        }
        return answered;
      });
      written.forEach((result, i) => {
        results[remaining[i].index] = result;
      });
      return results;
    } catch (error) {
      if (!(error instanceof RefusedBatch)) throw error;
      const next: typeof remaining = [];
      error.results.forEach((result, i) => {
        if (result.outcome === 'refused') results[remaining[i].index] = result;
        else next.push(remaining[i]);
      });
      remaining = next;
    }
  }
  return results;
}
