import { and, count, eq, getTableColumns, isNull, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  file_links,
  files,
  project_outlets,
  questionnaires,
  questions,
  tasks,
  type user_projects,
  users,
  visits,
} from '#server/db/schema/index';
import { todayIso } from '#server/lib/dates';
import { CATALOG_MESSAGES } from '#src/contracts/catalog/catalog-list';
import { RESTORED_VISIT_MESSAGES } from '#src/contracts/restored-visits';
import { TASK_MESSAGES } from '#src/contracts/tasks';
import { VISIT_SCHEDULE_MESSAGES } from '#src/contracts/visit-schedule';
import { VISIT_MESSAGES } from '#src/contracts/visits';
import { bearerFor } from './support/auth';
import { firstId, loadSeedIds, type SeedIds } from './support/catalog-samples';
import { expectRefused, membersOf, outsiderOf, rowOfAnotherProject } from './support/foreign-rows';
import { multipart } from './support/multipart';
import { createTestApp, type TestApp } from './support/test-app';

// The writes outside the catalog layer: each person or row they name must be of the project
// the written row is in (catalog writes: references.test.ts).

let test: TestApp;
let admin: { authorization: string };
let seed: SeedIds;
/** Someone working in another project, not in the seed's project. */
let outsider: number;
/** A live visit, an active outlet and a member of the seed's project; an outlet elsewhere. */
let visit: typeof visits.$inferSelect;
let outletId: number;
let foreignOutletId: number;
let member: number;

const db = () => test.database.db;
const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  test.app.inject({ method, url: `/svc/main${url}`, headers: admin, payload });
const rowsOf = async (table: typeof visits | typeof tasks | typeof user_projects | typeof files) =>
  (await db().select({ n: count() }).from(table))[0].n;
const tomorrow = todayIso(new Date(Date.now() + 86_400_000));
const period = {
  planned_start: `${tomorrow}T09:00:00+03:00`,
  planned_end: `${tomorrow}T10:00:00+03:00`,
};

beforeAll(async () => {
  test = await createTestApp();
  admin = await bearerFor(test, 'administrator');
  seed = await loadSeedIds(db());
  outsider = await outsiderOf(db(), seed.projectId);
  [visit] = await db()
    .select()
    .from(visits)
    .where(and(eq(visits.project_id, seed.projectId), isNull(visits.deleted_at)))
    .limit(1);
  const outlets = getTableColumns(project_outlets);
  outletId = (await firstId(
    db(),
    outlets.id,
    and(eq(outlets.project_id, seed.projectId), eq(outlets.is_active, true)),
  )) as number;
  foreignOutletId = await rowOfAnotherProject(db(), project_outlets, seed.projectId);
  [member] = await membersOf(db(), seed.projectId);
});
afterAll(() => test.close());

describe('main service writes: people and rows stay in the project', () => {
  it('visit schedule: an executor outside the outlet’s project, planned or moved', async () => {
    const before = await rowsOf(visits);
    const message = VISIT_SCHEDULE_MESSAGES.executorNotInProject;
    const plan = { project_outlet_id: outletId, ...period };
    expectRefused(
      await send('POST', '/visit_schedule/', { ...plan, user_id: outsider }),
      'user_id',
      message,
    );
    const planned = await send('POST', '/visit_schedule/', { ...plan, user_id: member });
    expect(planned.statusCode, planned.body).toBe(201);
    const { id } = planned.json();
    expectRefused(
      await send('PATCH', `/visit_schedule/${id}/`, { user_id: outsider }),
      'user_id',
      message,
    );
    const [row] = await db().select().from(visits).where(eq(visits.id, id));
    expect(row.user_id).toBe(member);
    expect(await rowsOf(visits)).toBe(before + 1);
  });

  it('feed task: an outlet of another project and an executor outside it, both named', async () => {
    const before = await rowsOf(tasks);
    const response = await send('POST', '/tasks/', {
      project_id: seed.projectId,
      project_outlet_id: foreignOutletId,
      assignee_id: outsider,
      title: 'Проверить выкладку',
      description: 'Фото полки',
      due_date: tomorrow,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'project_outlet_id', message: TASK_MESSAGES.outletNotInProject },
      { field: 'assignee_id', message: TASK_MESSAGES.assigneeNotInProject },
    ]);
    expect(await rowsOf(tasks)).toBe(before);
  });

  it('team: a manager outside the projects of the link, assigned or changed', async () => {
    const [user] = await db()
      .insert(users)
      .values({ login: 'references_newcomer', last_name: 'Новиков', first_name: 'Иван' })
      .returning({ id: users.id });
    const assign = (body: object) =>
      send('POST', `/v2/user_project/assign_user_projects/?user_id=${user.id}`, body);
    const message = CATALOG_MESSAGES.notProjectMember;
    const body = { project_ids: [seed.projectId] };
    expectRefused(await assign({ ...body, manager_id: outsider }), 'manager_id', message);
    expect(await membersOf(db(), seed.projectId)).not.toContain(user.id);
    const assigned = await assign(body);
    expect(assigned.statusCode, assigned.body).toBe(200);
    const [link] = assigned.json().items;
    expectRefused(
      await send('PATCH', `/user_projects/${link.id}/`, { manager_id: outsider }),
      'manager_id',
      message,
    );
    const changed = await send('PATCH', `/user_projects/${link.id}/`, { manager_id: member });
    expect(changed.json()).toMatchObject({ manager_id: member });
  });

  it('restored visit and joint tour: an executor or manager outside the visit’s project', async () => {
    const before = await rowsOf(visits);
    const copy = await send('POST', `/restored_visits/copy/${visit.id}/`, {
      ...period,
      visit_date: tomorrow,
      user_id: outsider,
    });
    expectRefused(copy, 'user_id', RESTORED_VISIT_MESSAGES.executorNotInProject);
    const tour = await send('POST', `/visits/${visit.id}/joint_tour/`, {
      ...period,
      manager_id: outsider,
    });
    expectRefused(tour, 'manager_id', VISIT_MESSAGES.managerNotInProject);
    expect(await rowsOf(visits)).toBe(before);
  });
});

describe('question photos: the question is of the visit’s project', () => {
  /** A question of the seed's project, or (`elsewhere`) of another one. */
  const questionOf = async (elsewhere: boolean) => {
    const project = questionnaires.project_id;
    const [row] = await db()
      .select({ id: questions.id })
      .from(questions)
      .innerJoin(questionnaires, eq(questionnaires.id, questions.questionnaire_id))
      .where(elsewhere ? ne(project, seed.projectId) : eq(project, seed.projectId))
      .limit(1);
    return row.id;
  };
  const upload = async (url: string, fields: Record<string, string>) => {
    const canvas = { width: 8, height: 8, channels: 3 as const, background: '#2e86c1' };
    const png = await sharp({ create: canvas }).png().toBuffer();
    const body = multipart([
      { name: 'file', filename: 'answer.png', type: 'image/png', data: png },
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ]);
    return test.app.inject({
      method: 'POST',
      url: `/svc/files/api/${url}`,
      payload: body.payload,
      headers: { ...admin, 'content-type': body.contentType },
    });
  };
  const bulkUpload = (questionId: number) => {
    const object = { generic_type: 'SFA_VISIT', object_id: questionId, visit_id: visit.id };
    return upload('v1/files/upload/list/', { objects: JSON.stringify([object]) });
  };

  it('refuses uploads, a link and a change naming another project’s question', async () => {
    const foreign = await questionOf(true);
    const message = CATALOG_MESSAGES.notInProject;
    const filesBefore = await rowsOf(files);
    expectRefused(await bulkUpload(foreign), 'objects.0.object_id', message);
    const single = await upload('v2/files/upload/', {
      type: 'sfa_question_result',
      visit_id: String(visit.id),
      object_id: String(foreign),
    });
    expectRefused(single, 'object_id', message);
    expect(await rowsOf(files)).toBe(filesBefore);

    const uploaded = await bulkUpload(await questionOf(false));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { file_link_id: linkId, file } = uploaded.json();
    const link = {
      generic_type: 'SFA_VISIT',
      generic_id: visit.id,
      file_id: file.id,
      type: 'sfa_question_result',
    };
    expectRefused(
      await send('POST', '/file_links/', { ...link, object_id: foreign }),
      'object_id',
      message,
    );
    const before = await db().select().from(file_links).where(eq(file_links.id, linkId));
    expectRefused(
      await send('PATCH', `/file_links/${linkId}/`, { object_id: foreign }),
      'object_id',
      message,
    );
    expect(await db().select().from(file_links).where(eq(file_links.id, linkId))).toEqual(before);
  });
});
