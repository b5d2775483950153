import { and, asc, eq, isNotNull, isNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, tasks, user_projects, users, visits } from '#server/db/schema/index';
import { todayIso } from '#server/lib/dates';
import { bearerFor } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };
let test: TestApp;
let supervisor: Headers;
let client: Headers;
let checkManager: Headers;
let supervisorId: number;
/** Visits with an executor in the supervisor's projects (each test takes its own), and outside. */
let pool: (typeof visits.$inferSelect)[];
let foreignVisitId: number;

const day = (offset: number) => todayIso(new Date(Date.now() + offset * 86_400_000));

beforeAll(async () => {
  test = await createTestApp();
  [supervisor, client, checkManager] = await Promise.all(
    ['supervisor', 'client', 'check_manager'].map((login) => bearerFor(test, login)),
  );
  const db = test.database.db;
  const [me] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'supervisor'));
  supervisorId = me.id;
  const own = await db
    .select({ id: user_projects.project_id })
    .from(user_projects)
    .where(and(eq(user_projects.user_id, supervisorId), eq(user_projects.is_active, true)));
  const ownIds = own.map((row) => row.id);
  pool = await db
    .select()
    .from(visits)
    .where(
      and(
        eq(visits.project_id, ownIds[0]),
        isNotNull(visits.user_id),
        isNull(visits.deleted_at),
        eq(visits.status, 'completed'),
      ),
    )
    .orderBy(asc(visits.id))
    .limit(5);
  const [foreign] = await db
    .select({ id: visits.id })
    .from(visits)
    .where(and(notInArray(visits.project_id, ownIds), isNull(visits.deleted_at)))
    .limit(1);
  foreignVisitId = foreign.id;
});
afterAll(() => test.close());

const createTask = (payload: object, headers: Headers = supervisor) =>
  test.app.inject({ method: 'POST', url: '/svc/main/tasks/', payload, headers });

const taskFrom = (visit: typeof visits.$inferSelect, extra: object = {}) => ({
  visit_id: visit.id,
  title: `Задание по визиту №${visit.number}`,
  description: 'Переставить товар на полке по планограмме',
  due_date: day(2),
  ...extra,
});

describe('POST /svc/main/tasks/ from a visit', () => {
  it('creates the task with the visit’s project, outlet and executor and notifies the executor', async () => {
    const visit = pool[0];
    const response = await createTask(taskFrom(visit));
    expect(response.statusCode).toBe(201);
    const task = response.json();
    expect(task).toMatchObject({
      visit_id: visit.id,
      project_id: visit.project_id,
      project_outlet_id: visit.project_outlet_id,
      assignee_id: visit.user_id,
      author_id: supervisorId,
      status: 'new',
      title: `Задание по визиту №${visit.number}`,
      description: 'Переставить товар на полке по планограмме',
    });
    const [stored] = await test.database.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(todayIso(stored.due_date as Date)).toBe(day(2));

    const notices = await test.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.user_id, visit.user_id as number), eq(notifications.type, 'task')),
      );
    const notice = notices.find((row) => row.text.includes(`№${visit.number}`));
    expect(notice).toMatchObject({
      title: 'Новое задание',
      project_id: visit.project_id,
      payload: { link: '/tasks' },
    });
  });

  it('accepts today as the due date and refuses a day in the past', async () => {
    expect((await createTask(taskFrom(pool[1], { due_date: day(0) }))).statusCode).toBe(201);
    const past = await createTask(taskFrom(pool[1], { due_date: day(-1) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().detail).toBe('Срок выполнения не может быть в прошлом');
  });

  it('requires a title, a description and a due date', async () => {
    const response = await createTask({ visit_id: pool[2].id, title: ' ' });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['title', 'description', 'due_date']));
  });

  it('refuses roles without the right to create tasks and visits outside the caller’s projects', async () => {
    expect((await createTask(taskFrom(pool[3]), client)).statusCode).toBe(403);
    expect((await createTask(taskFrom(pool[3]), checkManager)).statusCode).toBe(403);
    const foreign = await createTask({ ...taskFrom(pool[3]), visit_id: foreignVisitId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Визит не найден');
  });

  it('refuses an assignee who is not in the visit’s project', async () => {
    // A user of no project at all.
    const [{ id }] = await test.database.db
      .insert(users)
      .values({ login: 'outsider_for_tasks', last_name: 'Посторонний', first_name: 'Пётр' })
      .returning({ id: users.id });
    const response = await createTask(taskFrom(pool[4], { assignee_id: id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Исполнитель не состоит в проекте задания');
  });
});
