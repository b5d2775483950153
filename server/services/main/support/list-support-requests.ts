import { and, count, desc, eq, gte, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import {
  file_links,
  files,
  support_request_types,
  support_requests,
  users,
} from '#server/db/schema/index';
import { fileUrl } from '#server/files/file-url';
import { dayInterval } from '#server/lib/dates';
import { searchWords } from '#server/lib/search-words';
import type { Paginated } from '#src/contracts/list';
import type { SupportRequest, supportRequestFilterSchema } from '#src/contracts/support';

type SupportRequestFilter = z.output<typeof supportRequestFilterSchema>;

/** Whose tickets a caller sees: everyone's for administrators (`ownerId` undefined), else their own. */
export interface SupportScope {
  ownerId?: number;
}

function conditions(scope: SupportScope, filter: SupportRequestFilter): SQL | undefined {
  const days = dayInterval(filter.date_from, filter.date_to);
  return and(
    scope.ownerId === undefined ? undefined : eq(support_requests.user_id, scope.ownerId),
    filter.statuses?.length ? inArray(support_requests.status, filter.statuses) : undefined,
    filter.support_request_type_ids?.length
      ? inArray(support_requests.support_request_type_id, filter.support_request_type_ids)
      : undefined,
    filter.user_ids?.length ? inArray(support_requests.user_id, filter.user_ids) : undefined,
    filter.is_technical === undefined
      ? undefined
      : eq(support_requests.is_technical, filter.is_technical),
    days.start ? gte(support_requests.created_at, days.start) : undefined,
    days.before ? lt(support_requests.created_at, days.before) : undefined,
    searchWords(filter.search, (pattern) => ilike(support_requests.content, pattern)),
  );
}

async function attachmentsOf(db: Database, config: AppConfig, ids: number[]) {
  const rows = ids.length
    ? await db
        .select({
          request_id: file_links.generic_id,
          file_link_id: file_links.id,
          file_id: files.id,
          original_name: files.original_name,
          mime: files.mime,
          size: files.size,
        })
        .from(file_links)
        .innerJoin(files, eq(files.id, file_links.file_id))
        .where(
          and(eq(file_links.generic_type, 'SUPPORT_REQUEST'), inArray(file_links.generic_id, ids)),
        )
        .orderBy(file_links.id)
    : [];
  const byRequest = new Map<number, SupportRequest['attachments']>();
  for (const { request_id, ...attachment } of rows) {
    const list = byRequest.get(request_id) ?? [];
    list.push({ ...attachment, url: fileUrl(config, attachment.file_id) });
    byRequest.set(request_id, list);
  }
  return byRequest;
}

async function queryRequests(
  db: Database,
  config: AppConfig,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<Paginated<SupportRequest>> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        request: support_requests,
        type: {
          id: support_request_types.id,
          name: support_request_types.name,
          code: support_request_types.code,
        },
        user: {
          id: users.id,
          last_name: users.last_name,
          first_name: users.first_name,
          patronymic_name: users.patronymic_name,
        },
      })
      .from(support_requests)
      .innerJoin(
        support_request_types,
        eq(support_request_types.id, support_requests.support_request_type_id),
      )
      .innerJoin(users, eq(users.id, support_requests.user_id))
      .where(where)
      .orderBy(desc(support_requests.created_at), desc(support_requests.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(support_requests).where(where),
  ]);
  const attachments = await attachmentsOf(
    db,
    config,
    rows.map((row) => row.request.id),
  );
  const items = rows.map(({ request, type, user }) => ({
    id: request.id,
    user,
    support_request_type: type,
    content: request.content,
    is_technical: request.is_technical,
    status: request.status,
    answer: request.answer,
    project_id: request.project_id,
    created_at: request.created_at.toISOString(),
    updated_at: request.updated_at.toISOString(),
    attachments: attachments.get(request.id) ?? [],
  }));
  return { items, total, ...page };
}

/** A page of tickets, newest first, each with its type, author and attachments. */
export function listSupportRequests(
  db: Database,
  config: AppConfig,
  scope: SupportScope,
  filter: SupportRequestFilter,
): Promise<Paginated<SupportRequest>> {
  const page = { limit: filter.limit, offset: filter.offset };
  return queryRequests(db, config, conditions(scope, filter), page);
}

export async function getSupportRequest(
  db: Database,
  config: AppConfig,
  id: number,
): Promise<SupportRequest | undefined> {
  const page = { limit: 1, offset: 0 };
  return (await queryRequests(db, config, eq(support_requests.id, id), page)).items[0];
}
