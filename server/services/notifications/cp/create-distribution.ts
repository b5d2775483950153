import { and, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database } from '#server/db/client';
import {
  distribution_recipients,
  distributions,
  roles,
  user_projects,
  user_roles,
  users,
} from '#server/db/schema/index';
import { notifyWhere } from '#server/events/notify';
import { ApiError } from '#server/http/errors';
import { type distributionCreateSchema, NOTIFICATION_MESSAGES } from '#src/contracts/notifications';

type DistributionCreate = z.output<typeof distributionCreateSchema>;

export interface DistributionAuthor {
  userId: number;
  /** Projects whose people the author may write to; undefined: anyone (administrators). */
  projectIds?: number[];
}

const one = { one: sql`1` };

function memberOf(db: Database, projectIds: number[]): SQL {
  return exists(
    db
      .select(one)
      .from(user_projects)
      .where(
        and(
          eq(user_projects.user_id, users.id),
          eq(user_projects.is_active, true),
          inArray(user_projects.project_id, projectIds),
        ),
      ),
  );
}

/** Who receives the mailing, as a condition on `users`. */
function recipientsOf(db: Database, mailing: DistributionCreate, author: DistributionAuthor) {
  const reach = author.projectIds && memberOf(db, author.projectIds);
  if (mailing.mailing_type === 'personal') {
    return and(inArray(users.id, mailing.user_ids ?? []), eq(users.status, 'active'), reach);
  }
  const projectIds = mailing.project_ids?.length ? mailing.project_ids : author.projectIds;
  const roleCodes = mailing.roles ?? [];
  const holdsRole = exists(
    db
      .select(one)
      .from(user_roles)
      .innerJoin(roles, eq(roles.id, user_roles.role_id))
      .where(and(eq(user_roles.user_id, users.id), inArray(roles.sys_name, roleCodes))),
  );
  return and(
    eq(users.status, 'active'),
    projectIds ? memberOf(db, projectIds) : undefined,
    reach,
    roleCodes.length ? holdsRole : undefined,
  );
}

/**
 * Creates and sends a mailing in one transaction: the distribution, its personal recipients and
 * one notification per recipient, each written by a single INSERT … SELECT however many people
 * it reaches. A mailing that reaches nobody is refused (400) and leaves nothing behind.
 */
export async function createDistribution(
  db: Database,
  mailing: DistributionCreate,
  author: DistributionAuthor,
): Promise<number> {
  return db.transaction(async (tx) => {
    const projectIds = mailing.project_ids ?? [];
    const [row] = await tx
      .insert(distributions)
      .values({
        title: mailing.title,
        text: mailing.text,
        mailing_type: mailing.mailing_type,
        status: 'done',
        params: {
          project_ids: mailing.project_ids,
          roles: mailing.roles,
          user_ids: mailing.user_ids,
        },
        project_id: projectIds.length === 1 ? projectIds[0] : null,
        author_id: author.userId,
        sent_at: new Date(),
      })
      .returning({ id: distributions.id });
    const who = recipientsOf(tx, mailing, author);
    if (mailing.mailing_type === 'personal') {
      await tx.execute(sql`
        insert into ${distribution_recipients} (${sql.identifier('distribution_id')}, ${sql.identifier('user_id')})
        select ${row.id}::integer, ${users.id} from ${users} where ${who ?? sql`true`}`);
    }
    const sent = await notifyWhere(tx, who, {
      kind: 'distribution',
      title: mailing.title,
      body: mailing.text,
      projectId: projectIds.length === 1 ? projectIds[0] : null,
      distributionId: row.id,
    });
    if (sent === 0) throw new ApiError(400, NOTIFICATION_MESSAGES.unknownUsers);
    return row.id;
  });
}
