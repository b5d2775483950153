import { eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { support_request_types, support_requests } from '#server/db/schema/index';
import { notifyUsers, usersWithRole } from '#server/events/notify';
import { ApiError, INVALID_FORM } from '#server/http/errors';
import {
  SUPPORT_MESSAGES,
  type SupportRequest,
  type supportRequestCreateSchema,
} from '#src/contracts/support';
import { getSupportRequest } from './list-support-requests';

/**
 * Files the caller's ticket and tells the administrators (who answer them), in one transaction.
 * A ticket in someone else's name is refused (403), one of an unknown type is a 400 on its field.
 * Answers the ticket.
 */
export async function createSupportRequest(
  db: Database,
  config: AppConfig,
  params: { callerId: number; input: z.output<typeof supportRequestCreateSchema> },
): Promise<SupportRequest> {
  const { user_id, ...ticket } = params.input;
  if (user_id !== undefined && user_id !== params.callerId) {
    throw new ApiError(403, SUPPORT_MESSAGES.otherUser);
  }
  const id = await db.transaction(async (tx) => {
    const [type] = await tx
      .select({ name: support_request_types.name })
      .from(support_request_types)
      .where(eq(support_request_types.id, ticket.support_request_type_id));
    if (!type) return undefined;
    const [row] = await tx
      .insert(support_requests)
      .values({ ...ticket, user_id: params.callerId })
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
  if (id === undefined) {
    throw new ApiError(400, INVALID_FORM, [
      { field: 'support_request_type_id', message: SUPPORT_MESSAGES.unknownType },
    ]);
  }
  const created = await getSupportRequest(db, config, id);
  if (!created) throw new Error(`support request ${id} vanished`);
  return created;
}
