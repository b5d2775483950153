import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { outlets, project_outlets, projects, users, visits } from '../schema/index';

/** What every list of visits shows beside the visit itself: project, outlet, executor. */
const visitListColumns = {
  visit: visits,
  project: { id: projects.id, name: projects.name },
  outlet: {
    id: project_outlets.id,
    project_name: project_outlets.name,
    name: outlets.name,
    address: outlets.address,
  },
  user: {
    id: users.id,
    last_name: users.last_name,
    first_name: users.first_name,
    patronymic_name: users.patronymic_name,
  },
};

/**
 * One page of the visits matching `where`, newest first, with the list columns and `extra` ones,
 * and the total for the filter. The page and the total are independent: on PostgreSQL they run
 * on two connections at once.
 */
export async function pageOfVisits<Extra extends SelectedFields>(
  db: Database,
  where: SQL | undefined,
  page: { limit: number; offset: number },
  extra: Extra,
) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...visitListColumns, ...extra })
      .from(visits)
      .innerJoin(projects, eq(projects.id, visits.project_id))
      .innerJoin(project_outlets, eq(project_outlets.id, visits.project_outlet_id))
      .innerJoin(outlets, eq(outlets.id, project_outlets.outlet_id))
      .leftJoin(users, eq(users.id, visits.user_id))
      .where(where)
      .orderBy(desc(visits.feed_at), desc(visits.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(visits).where(where),
  ]);
  return { rows, total };
}

/** The outlet as lists show it: its name in the project first. */
export const listedOutlet = (outlet: {
  id: number;
  project_name: string | null;
  name: string;
  address: string;
}) => ({ id: outlet.id, name: outlet.project_name ?? outlet.name, address: outlet.address });
