import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { support_request_types, support_requests } from '#server/db/schema/index';
import { notifyUsers, usersWithRole } from '#server/events/notify';

export interface NewSupportRequest {
  user_id: number;
  support_request_type_id: number;
  content: string;
  is_technical: boolean;
}

/**
 * Files a ticket and tells the administrators (who answer them), in one transaction. Answers
 * the new id, or undefined when the type does not exist.
 */
export async function createSupportRequest(
  db: Database,
  ticket: NewSupportRequest,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [type] = await tx
      .select({ name: support_request_types.name })
      .from(support_request_types)
      .where(eq(support_request_types.id, ticket.support_request_type_id));
    if (!type) return undefined;
    const [row] = await tx
      .insert(support_requests)
      .values(ticket)
      .returning({ id: support_requests.id });
    const excerpt =
      ticket.content.length > 200 ? `${ticket.content.slice(0, 200)}…` : ticket.content;
    await notifyUsers(tx, {
      userIds: await usersWithRole(tx, 'administrator'),
      kind: 'support',
      title: `Новое обращение в поддержку: ${type.name}`,
      body: excerpt,
      link: '/support-requests',
    });
    return row.id;
  });
}
