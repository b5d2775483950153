import { and, asc, desc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  check_list_params,
  check_list_results,
  check_lists,
  notifications,
  user_projects,
  users,
  visit_checkers,
  visits,
} from '#server/db/schema/index';
import { todayIso } from '#server/lib/dates';
import type { CheckListParam } from '#src/contracts/checker';
import { bearerFor } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };
let test: TestApp;
let checker: Headers;
let headChecker: Headers;
let admin: Headers;
let checkerId: number;

const svc = '/svc/checker/api/v1';
const post = (url: string, payload: object, headers: Headers = checker) =>
  test.app.inject({ method: 'POST', url: `${svc}${url}`, payload, headers });

type VisitRow = typeof visits.$inferSelect;
/** Completed, unchecked, live visits with an executor, each test taking its own. */
let pool: VisitRow[];
const take = () => {
  const visit = pool.shift();
  if (!visit) throw new Error('the visit pool ran dry');
  return visit;
};

async function paramsOf(checkListId: number): Promise<CheckListParam[]> {
  const res = await post('/check_list_param/list/', { check_list_id: checkListId });
  expect(res.statusCode).toBe(200);
  return res.json().check_list_params;
}

async function questionnaireListOf(projectId: number) {
  const [list] = await test.database.db
    .select()
    .from(check_lists)
    .where(and(eq(check_lists.project_id, projectId), eq(check_lists.check_type, 'questionnaire')))
    .orderBy(asc(check_lists.id))
    .limit(1);
  return list;
}

/** Answers accepting every leaf param, optionally rejecting one with a comment. */
function leafAnswers(params: CheckListParam[], reject?: { index: number; comment?: string }) {
  const parents = new Set(params.map((param) => param.parent_id));
  return params
    .filter((param) => !parents.has(param.id))
    .map((param, i) => ({
      param_id: param.id,
      accepted: i !== reject?.index,
      comment: i === reject?.index ? reject.comment : undefined,
    }));
}

beforeAll(async () => {
  test = await createTestApp();
  [checker, headChecker, admin] = await Promise.all(
    ['check_manager', 'head_check_manager', 'administrator'].map((login) => bearerFor(test, login)),
  );
  const db = test.database.db;
  const [me] = await db.select().from(users).where(eq(users.login, 'check_manager'));
  checkerId = me.id;
  pool = await db
    .select()
    .from(visits)
    .where(
      and(
        eq(visits.status, 'completed'),
        eq(visits.visit_type, 'visit'),
        eq(visits.is_checked, false),
        isNull(visits.deleted_at),
        isNotNull(visits.user_id),
      ),
    )
    .orderBy(desc(visits.visit_date), asc(visits.id))
    .limit(12);
  expect(pool.length).toBe(12);
});
afterAll(() => test.close());

describe('POST /svc/checker/api/v1/visits/list/', () => {
  it('lists completed visits of the day, newest first, with the checked sign and check type', async () => {
    const visit = pool[0];
    const range = { start: visit.visit_date, end: visit.visit_date };
    const res = await post('/visits/list/', { date_range: range, limit: 1000 });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.total).toBe(page.items.length);
    const ids = page.items.map((item: { id: number }) => item.id);
    expect(ids).toContain(visit.id);
    for (const item of page.items) {
      expect(item.status).toBe('completed');
      expect(item.visit_date).toBe(visit.visit_date);
    }
    const starts = page.items.map((item: { started_at: string | null }) => item.started_at ?? '');
    expect([...starts].sort().reverse()).toEqual(starts);
    const found = page.items.find((item: { id: number }) => item.id === visit.id);
    expect(found).toMatchObject({
      is_checked: false,
      check_type: 'questionnaire',
      check_result: null,
    });
  });

  it('defaults to today and pages with limit and offset', async () => {
    const today = todayIso();
    const all = (await post('/visits/list/', { limit: 1000 })).json();
    for (const item of all.items) expect(item.visit_date).toBe(today);
    const second = (await post('/visits/list/', { limit: 1, offset: 1 })).json();
    expect(second).toMatchObject({ limit: 1, offset: 1, total: all.total });
    if (all.total > 1) expect(second.items[0].id).toBe(all.items[1].id);
  });

  it('filters by checked sign, check type, executor and outlet', async () => {
    const visit = pool[0];
    const range = { start: visit.visit_date, end: visit.visit_date };
    const checked = (await post('/visits/list/', { date_range: range, is_checked: true })).json();
    for (const item of checked.items) expect(item.is_checked).toBe(true);
    const unchecked = (
      await post('/visits/list/', { date_range: range, is_checked: false })
    ).json();
    for (const item of unchecked.items) expect(item.is_checked).toBe(false);
    const audits = (await post('/visits/list/', { date_range: range, check_type: 'audit' })).json();
    for (const item of audits.items) expect(item.check_type).toBe('audit');
    expect(audits.items.map((item: { id: number }) => item.id)).not.toContain(visit.id);
    const byUser = (
      await post('/visits/list/', { date_range: range, user_ids: [visit.user_id] })
    ).json();
    expect(byUser.items.length).toBeGreaterThan(0);
    for (const item of byUser.items) expect(item.user.id).toBe(visit.user_id);
    const byOutlet = (
      await post('/visits/list/', {
        date_range: range,
        project_outlet_ids: [visit.project_outlet_id],
      })
    ).json();
    expect(byOutlet.items.map((item: { id: number }) => item.id)).toContain(visit.id);
    for (const item of byOutlet.items) expect(item.outlet.id).toBe(visit.project_outlet_id);
  });
});

describe('POST /svc/checker/api/v1/visits/project_outlet_filter/', () => {
  it("answers the selected project's outlets by name", async () => {
    const visit = pool[0];
    const res = await post('/visits/project_outlet_filter/', {
      project_ids: [visit.project_id],
      limit: 1000,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.total).toBeGreaterThan(0);
    const ids = page.items.map((item: { id: number }) => item.id);
    expect(ids).toContain(visit.project_outlet_id);
  });
});

describe('check lists and their params', () => {
  it("answers the visit's project check list of its check type", async () => {
    const visit = pool[0];
    const res = await post('/check_list_logic/list/', { visit_id: visit.id });
    expect(res.statusCode).toBe(200);
    const { check_lists: lists } = res.json();
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) {
      expect(list).toMatchObject({ project_id: visit.project_id, check_type: 'questionnaire' });
    }
    const audits = (
      await post('/check_list_logic/list/', {
        project_ids: [visit.project_id],
        check_type: 'audit',
      })
    ).json().check_lists;
    expect(audits.length).toBeGreaterThan(0);
    for (const list of audits) expect(list.check_type).toBe('audit');
  });

  it('answers no check list for a visit of a check type without one', async () => {
    const visit = take();
    await test.database.db
      .update(visits)
      .set({ check_type: 'audit_manager' })
      .where(eq(visits.id, visit.id));
    const res = await post('/check_list_logic/list/', { visit_id: visit.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().check_lists).toEqual([]);
  });

  it('answers the params flat, each with its parent', async () => {
    const list = await questionnaireListOf(pool[0].project_id);
    const params = await paramsOf(list.id);
    const rows = await test.database.db
      .select()
      .from(check_list_params)
      .where(eq(check_list_params.check_list_id, list.id));
    expect(params.length).toBe(rows.length);
    const ids = new Set(params.map((param) => param.id));
    const roots = params.filter((param) => param.parent_id === null);
    expect(roots.length).toBeGreaterThan(0);
    for (const param of params) {
      expect(param.check_list_id).toBe(list.id);
      if (param.parent_id !== null) expect(ids.has(param.parent_id)).toBe(true);
    }
  });

  it('answers 404 for a check list that does not exist', async () => {
    const res = await post('/check_list_param/list/', { check_list_id: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Чек-лист не найден');
  });
});

describe('POST /svc/checker/api/v1/check_list_result/create/', () => {
  it('saves an accepted check: the visit becomes checked and nobody is notified', async () => {
    const visit = take();
    const list = await questionnaireListOf(visit.project_id);
    const answers = leafAnswers(await paramsOf(list.id));
    const before = await test.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, visit.user_id ?? 0));
    const res = await post('/check_list_result/create/', {
      visit_id: visit.id,
      check_list_id: list.id,
      result: 'accepted',
      answers,
    });
    expect(res.statusCode).toBe(201);
    const result = res.json().check_list_result;
    expect(result).toMatchObject({
      visit_id: visit.id,
      check_list_id: list.id,
      check_list_name: list.name,
      result: 'accepted',
      comment: null,
      user: { id: checkerId },
    });
    expect(result.answers).toHaveLength(answers.length);
    const [after] = await test.database.db.select().from(visits).where(eq(visits.id, visit.id));
    expect(after).toMatchObject({ is_checked: true, check_type: 'questionnaire' });
    const notes = await test.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, visit.user_id ?? 0));
    expect(notes.length).toBe(before.length);

    const range = { start: visit.visit_date, end: visit.visit_date };
    const listed = (
      await post('/visits/list/', {
        date_range: range,
        project_outlet_ids: [visit.project_outlet_id],
      })
    ).json();
    expect(listed.items.find((item: { id: number }) => item.id === visit.id)).toMatchObject({
      is_checked: true,
      check_result: 'accepted',
    });
  });

  it("saves a rejection and notifies the visit's executor, naming the visit", async () => {
    const visit = take();
    const list = await questionnaireListOf(visit.project_id);
    const answers = leafAnswers(await paramsOf(list.id), { index: 0, comment: 'Фото размыто' });
    const res = await post('/check_list_result/create/', {
      visit_id: visit.id,
      check_list_id: list.id,
      result: 'rejected',
      comment: 'Переснимите полку',
      answers,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().check_list_result.answers[0]).toEqual({
      param_id: answers[0].param_id,
      accepted: false,
      comment: 'Фото размыто',
    });
    const notes = await test.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, visit.user_id ?? 0), eq(notifications.type, 'check')));
    const note = notes.find((n) => n.text.includes(visit.number));
    expect(note).toMatchObject({
      title: 'Визит не принят',
      text: `Визит № ${visit.number} не прошёл проверку: Переснимите полку`,
      payload: { link: `/visit_feed/${visit.id}` },
    });
  });

  it('refuses params of another check list, a rejection without comment and missing answers', async () => {
    const visit = take();
    const list = await questionnaireListOf(visit.project_id);
    const params = await paramsOf(list.id);
    const [other] = await test.database.db
      .select()
      .from(check_list_params)
      .where(ne(check_list_params.check_list_id, list.id))
      .limit(1);
    const answers = leafAnswers(params, { index: 1 });
    const res = await post('/check_list_result/create/', {
      visit_id: visit.id,
      check_list_id: list.id,
      result: 'rejected',
      answers: [...answers.slice(1), { param_id: other.id, accepted: true }],
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { field: string; message: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'answers.0.comment', message: 'Поле обязательно для заполнения' },
        {
          field: `answers.${answers.length - 1}.param_id`,
          message: 'Параметр не относится к чек-листу',
        },
        { field: 'answers', message: 'Оцените все параметры чек-листа' },
      ]),
    );
    const [after] = await test.database.db.select().from(visits).where(eq(visits.id, visit.id));
    expect(after.is_checked).toBe(false);
  });

  it("refuses a check list of another project than the visit's", async () => {
    const visit = take();
    const [foreign] = await test.database.db
      .select()
      .from(check_lists)
      .where(ne(check_lists.project_id, visit.project_id))
      .limit(1);
    const res = await post('/check_list_result/create/', {
      visit_id: visit.id,
      check_list_id: foreign.id,
      result: 'accepted',
      answers: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'check_list_id', message: 'Чек-лист не относится к проекту визита' },
    ]);
  });

  it('refuses a body without result or with an unknown one', async () => {
    const visit = pool[0];
    const res = await post('/check_list_result/create/', {
      visit_id: visit.id,
      check_list_id: 1,
      result: 'maybe',
      answers: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('result');
  });
});

describe('POST /svc/checker/api/v1/check_list_result/list/', () => {
  it("lists a visit's results with answers and the checker, filtered by list and user", async () => {
    const visit = take();
    const list = await questionnaireListOf(visit.project_id);
    const answers = leafAnswers(await paramsOf(list.id));
    for (const headers of [checker, headChecker]) {
      const created = await post(
        '/check_list_result/create/',
        { visit_id: visit.id, check_list_id: list.id, result: 'accepted', answers },
        headers,
      );
      expect(created.statusCode).toBe(201);
    }
    const res = await post('/check_list_result/list/', { visit_id: visit.id });
    expect(res.statusCode).toBe(200);
    const page = res.json().check_list_results;
    expect(page).toMatchObject({ total: 2, limit: 50, offset: 0 });
    // Newest first: the head checker's.
    expect(page.items.map((item: { user: { id: number } }) => item.user.id)[1]).toBe(checkerId);
    expect(page.items[0].answers).toHaveLength(answers.length);
    const mine = (
      await post('/check_list_result/list/', { visit_ids: [visit.id], user_id: checkerId })
    ).json().check_list_results;
    expect(mine.total).toBe(1);
    const other = (
      await post('/check_list_result/list/', { visit_id: visit.id, check_list_id: 999_999 })
    ).json().check_list_results;
    expect(other.total).toBe(0);
  });
});

describe('permissions and scope', () => {
  it('refuses roles other than checkers and administrators on every call', async () => {
    const visit = pool[0];
    const calls: [string, object][] = [
      ['/visits/list/', {}],
      ['/visits/project_outlet_filter/', {}],
      ['/check_list_logic/list/', { visit_id: visit.id }],
      ['/check_list_param/list/', { check_list_id: 1 }],
      ['/check_list_result/list/', {}],
      [
        '/check_list_result/create/',
        { visit_id: visit.id, check_list_id: 1, result: 'accepted', answers: [] },
      ],
    ];
    for (const login of ['supervisor', 'merch01', 'client']) {
      const headers = await bearerFor(test, login);
      for (const [url, body] of calls) {
        const res = await post(url, body, headers);
        expect(res.statusCode, `${login} ${url}`).toBe(403);
      }
    }
    for (const headers of [admin, headChecker]) {
      expect((await post('/visits/list/', {}, headers)).statusCode).toBe(200);
    }
  });

  it("keeps a checker to their projects' visits, check lists and results", async () => {
    const visit = take();
    const db = test.database.db;
    const [head] = await db.select().from(users).where(eq(users.login, 'head_check_manager'));
    await db
      .update(user_projects)
      .set({ is_active: false })
      .where(
        and(eq(user_projects.user_id, head.id), eq(user_projects.project_id, visit.project_id)),
      );
    const list = await questionnaireListOf(visit.project_id);
    const range = { start: visit.visit_date, end: visit.visit_date };
    const listed = (
      await post('/visits/list/', { date_range: range, limit: 1000 }, headChecker)
    ).json();
    for (const item of listed.items) expect(item.project.id).not.toBe(visit.project_id);
    expect(
      (await post('/visits/list/', { project_ids: [visit.project_id] }, headChecker)).statusCode,
    ).toBe(403);
    expect(
      (await post('/check_list_logic/list/', { visit_id: visit.id }, headChecker)).statusCode,
    ).toBe(404);
    expect(
      (await post('/check_list_param/list/', { check_list_id: list.id }, headChecker)).statusCode,
    ).toBe(404);
    const created = await post(
      '/check_list_result/create/',
      { visit_id: visit.id, check_list_id: list.id, result: 'accepted', answers: [] },
      headChecker,
    );
    expect(created.statusCode).toBe(404);
    const [seeded] = await db
      .select({ visit_id: check_list_results.visit_id })
      .from(check_list_results)
      .innerJoin(visits, eq(visits.id, check_list_results.visit_id))
      .where(eq(visits.project_id, visit.project_id))
      .limit(1);
    const results = (
      await post('/check_list_result/list/', { visit_id: seeded.visit_id }, headChecker)
    ).json().check_list_results;
    expect(results.total).toBe(0);
  });

  it('keeps a check manager to the executors assigned to them in a project where any are', async () => {
    const db = test.database.db;
    const mine = take();
    const [other] = await db
      .select()
      .from(visits)
      .where(
        and(
          eq(visits.project_id, mine.project_id),
          eq(visits.status, 'completed'),
          eq(visits.visit_type, 'visit'),
          isNull(visits.deleted_at),
          isNotNull(visits.user_id),
          ne(visits.user_id, mine.user_id ?? 0),
        ),
      )
      .orderBy(desc(visits.visit_date))
      .limit(1);
    const days = [mine.visit_date, other.visit_date].sort();
    const queue = async (headers: Headers) => {
      const body = { project_ids: [mine.project_id], date_range: { start: days[0], end: days[1] } };
      const response = await post('/visits/list/', { ...body, limit: 1000 }, headers);
      expect(response.statusCode).toBe(200);
      return response.json().items.map((item: { id: number }) => item.id);
    };
    // Nobody is assigned to them yet: every visit of the project.
    expect(await queue(checker)).toEqual(expect.arrayContaining([mine.id, other.id]));

    const [assignment] = await db
      .insert(visit_checkers)
      .values({
        project_id: mine.project_id,
        executor_id: mine.user_id ?? 0,
        checker_id: checkerId,
      })
      .returning();
    try {
      const theirs = await queue(checker);
      expect(theirs).toContain(mine.id);
      expect(theirs).not.toContain(other.id);
      expect((await post('/check_list_logic/list/', { visit_id: other.id })).statusCode).toBe(404);
      const list = await questionnaireListOf(mine.project_id);
      const created = await post('/check_list_result/create/', {
        visit_id: other.id,
        check_list_id: list.id,
        result: 'accepted',
        answers: [],
      });
      expect(created.statusCode).toBe(404);
      // An administrator still sees the whole project.
      expect(await queue(admin)).toEqual(expect.arrayContaining([mine.id, other.id]));
    } finally {
      await db.delete(visit_checkers).where(eq(visit_checkers.id, assignment.id));
    }
  });
});
