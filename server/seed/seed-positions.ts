import { and, eq } from 'drizzle-orm';
import {
  positions,
  project_position_history,
  project_positions,
  user_projects,
} from '#server/db/schema/index';
import { addDays, insertAll, insertIds, type SeedContext } from './context';
import type { OrgRefs } from './seed-org';
import type { UserRefs } from './seed-users';

const POSITIONS = [
  {
    code: 'MERCH',
    name: 'Мерчендайзер',
    description: 'Выкладка товара и фотоотчёты в торговых точках',
    level: 1,
  },
  { code: 'SV', name: 'Супервайзер', description: 'Руководит группой мерчендайзеров', level: 2 },
  { code: 'TM', name: 'Территориальный менеджер', description: 'Отвечает за территорию', level: 3 },
  { code: 'RM', name: 'Региональный менеджер', description: 'Отвечает за регион', level: 4 },
  { code: 'DIR', name: 'Директор проекта', description: 'Руководит проектом', level: 5 },
];

/**
 * Org chart per project: a regional manager seat, a seat per supervisor and one per field user,
 * each with a main occupant since 180 days ago and a relief occupant in a few seats.
 */
export async function seedPositions(ctx: SeedContext, org: OrgRefs, people: UserRefs) {
  const { db } = ctx;
  const positionIds = await insertIds(db, positions, POSITIONS);
  const [merchPos, svPos, , rmPos] = positionIds;
  const start = addDays(ctx.today, -180);
  const end = addDays(ctx.today, 365);
  let seats = 0;
  for (const project of org.projects) {
    const [rmSeat] = await insertIds(db, project_positions, [
      {
        project_id: project.id,
        position_id: rmPos,
        code: `${project.spec.code}-RM`,
        name: 'Региональный менеджер проекта',
        user_id: people.byLogin.get('rm'),
      },
    ]);
    const executors = people.executors.filter((e) => e.projectId === project.id);
    const managerIds = [...new Set(executors.map((e) => e.managerId))];
    const svSeats = await insertIds(
      db,
      project_positions,
      managerIds.map((userId, i) => ({
        project_id: project.id,
        position_id: svPos,
        parent_id: rmSeat,
        code: `${project.spec.code}-SV${i + 1}`,
        name: `Супервайзер, группа ${i + 1}`,
        user_id: userId,
      })),
    );
    const merchSeats = await insertIds(
      db,
      project_positions,
      executors.map((e, i) => ({
        project_id: project.id,
        position_id: merchPos,
        parent_id: svSeats[managerIds.indexOf(e.managerId)],
        code: `${project.spec.code}-M${String(i + 1).padStart(2, '0')}`,
        name: `Мерчендайзер, маршрут ${i + 1}`,
        user_id: e.userId,
      })),
    );
    const occupants = [
      { seat: rmSeat, userId: people.byLogin.get('rm') ?? 0 },
      ...svSeats.map((seat, i) => ({ seat, userId: managerIds[i] })),
      ...merchSeats.map((seat, i) => ({ seat, userId: executors[i].userId })),
    ];
    const history: (typeof project_position_history.$inferInsert)[] = occupants.map((o) => ({
      project_position_id: o.seat,
      user_id: o.userId,
      user_type: 'main',
      start_date: start,
      end_date: end,
    }));
    // A relief occupant covering a recent two-week absence.
    for (let i = 0; i + 1 < merchSeats.length; i += 4) {
      history.push({
        project_position_id: merchSeats[i],
        user_id: executors[i + 1].userId,
        user_type: 'relief',
        start_date: addDays(ctx.today, -20),
        end_date: addDays(ctx.today, -6),
      });
    }
    await insertAll(db, project_position_history, history);
    for (const [i, e] of executors.entries()) {
      await db
        .update(user_projects)
        .set({ position_id: merchPos, project_position_id: merchSeats[i] })
        .where(and(eq(user_projects.user_id, e.userId), eq(user_projects.project_id, project.id)));
    }
    seats += occupants.length;
  }
  return seats;
}
