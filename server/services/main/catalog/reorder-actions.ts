import { and, eq, inArray, sql } from 'drizzle-orm';
import { notFound } from '#server/crud/write-rows';
import type { Database } from '#server/db/client';
import { actions } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import { ACTION_MESSAGES } from '#src/contracts/catalog/actions';

/**
 * Gives the workflow's actions the sorts 0, 1, 2… in the order named, in one transaction. The
 * order must name every action of the workflow, each once (400 otherwise); a workflow without
 * actions in `scope` is not found.
 */
export async function reorderActions(
  db: Database,
  workflowId: number,
  order: readonly number[],
  scope: readonly number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await tx
      .select({ id: actions.id })
      .from(actions)
      .where(
        and(
          eq(actions.workflow_id, workflowId),
          scope.length ? inArray(actions.project_id, [...scope]) : sql`false`,
        ),
      )
      .for('update');
    if (current.length === 0) throw notFound();
    const own = new Set(current.map((row) => row.id));
    const named = new Set(order);
    if (
      named.size !== order.length ||
      own.size !== named.size ||
      order.some((id) => !own.has(id))
    ) {
      throw new ApiError(400, ACTION_MESSAGES.orderMismatch, [
        { field: 'action_ids', message: ACTION_MESSAGES.orderMismatch },
      ]);
    }
    for (const [sort, id] of order.entries()) {
      await tx.update(actions).set({ sort }).where(eq(actions.id, id));
    }
  });
}
