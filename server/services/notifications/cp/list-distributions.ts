import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database } from '#server/db/client';
import { distributions, notifications, users } from '#server/db/schema/index';
import { dayInterval } from '#server/lib/dates';
import { searchWords } from '#server/lib/search-words';
import type { Paginated } from '#src/contracts/list';
import type { Distribution, distributionFilterSchema } from '#src/contracts/notifications';

type DistributionFilter = z.output<typeof distributionFilterSchema>;

/**
 * Which mailings a caller sees: administrators every one (of `projectIds` when they name some),
 * others those they wrote and those of the projects where they may read mailings.
 */
export interface DistributionScope {
  isAdmin: boolean;
  userId: number;
  projectIds: number[];
  namedProjects: boolean;
}

function scopeOf(scope: DistributionScope): SQL | undefined {
  const ofProjects = inArray(distributions.project_id, scope.projectIds);
  if (scope.isAdmin) return scope.namedProjects ? ofProjects : undefined;
  return or(eq(distributions.author_id, scope.userId), ofProjects);
}

function conditions(scope: DistributionScope, filter: DistributionFilter): SQL | undefined {
  const days = dayInterval(filter.date_from, filter.date_to);
  return and(
    scopeOf(scope),
    filter.mailing_type ? eq(distributions.mailing_type, filter.mailing_type) : undefined,
    filter.statuses?.length ? inArray(distributions.status, filter.statuses) : undefined,
    days.start ? gte(distributions.created_at, days.start) : undefined,
    days.before ? lt(distributions.created_at, days.before) : undefined,
    searchWords(filter.search, (pattern) =>
      or(ilike(distributions.title, pattern), ilike(distributions.text, pattern)),
    ),
  );
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

async function queryDistributions(
  db: Database,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<Paginated<Distribution>> {
  const sent = (viewed: boolean) =>
    sql<number>`(select count(*)::int from ${notifications} where ${notifications.distribution_id} = ${distributions.id}${viewed ? sql` and ${notifications.is_viewed}` : sql``})`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        distribution: distributions,
        author: {
          id: users.id,
          last_name: users.last_name,
          first_name: users.first_name,
          patronymic_name: users.patronymic_name,
        },
        recipients_count: sent(false),
        viewed_count: sent(true),
      })
      .from(distributions)
      .leftJoin(users, eq(users.id, distributions.author_id))
      .where(where)
      .orderBy(desc(distributions.created_at), desc(distributions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(distributions).where(where),
  ]);
  const items = rows.map(({ distribution: d, author, recipients_count, viewed_count }) => ({
    id: d.id,
    title: d.title,
    text: d.text,
    mailing_type: d.mailing_type,
    status: d.status,
    params: {
      project_ids: d.params.project_ids,
      roles: d.params.roles,
      user_ids: d.params.user_ids,
    },
    project_id: d.project_id,
    author: author?.id ? author : null,
    send_at: iso(d.send_at),
    sent_at: iso(d.sent_at),
    created_at: d.created_at.toISOString(),
    recipients_count,
    viewed_count,
  }));
  return { items, total, ...page };
}

/** A page of mailings, newest first, with how many they reached and how many were viewed. */
export function listDistributions(
  db: Database,
  scope: DistributionScope,
  filter: DistributionFilter,
): Promise<Paginated<Distribution>> {
  const page = { limit: filter.limit, offset: filter.offset };
  return queryDistributions(db, conditions(scope, filter), page);
}

export async function getDistribution(
  db: Database,
  scope: DistributionScope,
  id: number,
): Promise<Distribution | undefined> {
  const where = and(scopeOf(scope), eq(distributions.id, id));
  return (await queryDistributions(db, where, { limit: 1, offset: 0 })).items[0];
}
