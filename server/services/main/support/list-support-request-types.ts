import { asc, count } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { support_request_types } from '#server/db/schema/index';
import type { Paginated } from '#src/contracts/list';
import type { SupportRequestType } from '#src/contracts/support';

/** A page of the ticket form's request types, in their order. */
export async function listSupportRequestTypes(
  db: Database,
  page: { limit: number; offset: number },
): Promise<Paginated<SupportRequestType>> {
  const [items, [{ total }]] = await Promise.all([
    db
      .select({
        id: support_request_types.id,
        name: support_request_types.name,
        code: support_request_types.code,
        is_technical: support_request_types.is_technical,
      })
      .from(support_request_types)
      .orderBy(asc(support_request_types.sort), asc(support_request_types.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(support_request_types),
  ]);
  return { items, total, ...page };
}
