import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { assertInProject } from '#server/crud/project-references';
import type { Database } from '#server/db/client';
import { roles, user_roles, visit_checkers, visits } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import type { AccessContext } from '#src/access/can';

/** The roles that check visits (src/access/role-flags.ts: `checker`). */
const CHECKER_ROLES = ['check_manager', 'head_check_manager'];

const VISIT_CHECKER_MESSAGES = {
  notChecker: 'Проверяющим может быть только менеджер по проверке или руководитель отдела проверки',
  selfCheck: 'Сотрудник не может проверять свои визиты',
} as const;

const refused = (field: string, message: string) =>
  new ApiError(400, message, [{ field, message }]);

/**
 * Makes `checkerId` the one who checks the visits of `executorId` in the project: both belong
 * to it, the checker holds a checker role, nobody checks themselves. An executor has one
 * checker in a project: naming another replaces them. Answers what changed.
 */
export async function setVisitChecker(
  db: Database,
  projectId: number,
  link: { executorId: number; checkerId: number },
): Promise<'created' | 'updated' | 'unchanged'> {
  const { executorId, checkerId } = link;
  if (executorId === checkerId) throw refused('checker_id', VISIT_CHECKER_MESSAGES.selfCheck);
  await assertInProject(db, projectId, [
    { field: 'executor_id', id: executorId, of: 'member' },
    { field: 'checker_id', id: checkerId, of: 'member' },
  ]);
  const [role] = await db
    .select({ id: roles.id })
    .from(user_roles)
    .innerJoin(roles, eq(roles.id, user_roles.role_id))
    .where(and(eq(user_roles.user_id, checkerId), inArray(roles.sys_name, CHECKER_ROLES)))
    .limit(1);
  if (!role) throw refused('checker_id', VISIT_CHECKER_MESSAGES.notChecker);
  const [current] = await db
    .select({ id: visit_checkers.id, checker_id: visit_checkers.checker_id })
    .from(visit_checkers)
    .where(
      and(eq(visit_checkers.project_id, projectId), eq(visit_checkers.executor_id, executorId)),
    )
    .for('update');
  if (current?.checker_id === checkerId) return 'unchanged';
  if (current) {
    await db
      .update(visit_checkers)
      .set({ checker_id: checkerId })
      .where(eq(visit_checkers.id, current.id));
    return 'updated';
  }
  await db
    .insert(visit_checkers)
    .values({ project_id: projectId, executor_id: executorId, checker_id: checkerId });
  return 'created';
}

/**
 * The check manager whose queue is their assigned executors' visits: a caller with that role
 * alone (a head of checking or an administrator sees every visit of their projects).
 */
export function assignedChecker(context: AccessContext, callerId: number): number | undefined {
  const plain =
    context.roles.includes('check_manager') &&
    !context.roles.includes('head_check_manager') &&
    !context.flags.administrator;
  return plain ? callerId : undefined;
}

/**
 * A visit a check manager checks: in a project where executors are assigned to them (CHECKERS),
 * only those executors' visits; in a project where none is, every visit, as before any
 * assignment. `checker` is the manager's id, a value or a prepared statement's placeholder.
 */
export const checkedBy = (checker: unknown): SQL =>
  sql`(not exists (select 1 from ${visit_checkers} where ${visit_checkers.checker_id} = ${checker} and ${visit_checkers.project_id} = ${visits.project_id})
    or exists (select 1 from ${visit_checkers} where ${visit_checkers.checker_id} = ${checker} and ${visit_checkers.project_id} = ${visits.project_id} and ${visit_checkers.executor_id} = ${visits.user_id}))`;
