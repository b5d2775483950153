import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import {
  branches,
  positions,
  project_positions,
  projects,
  roles,
  setting_values,
  settings,
  user_projects,
  user_roles,
  users,
  visit_checkers,
} from '#server/db/schema/index';
import type { ImportKindName, ImportProcess } from '#src/contracts/imports';
import { bearerFor } from './support/auth';
import { filledTemplate, roundTrip, runImport, type SampleRow } from './support/imports';
import { multipart } from './support/multipart';
import { createTestApp, type TestApp } from './support/test-app';

let test: TestApp;
let db: Database;
let admin: { authorization: string };
let project: number;

/** The template filled with `rows`, imported for real (or only checked, with `dryRun`). */
async function imported(kind: ImportKindName, rows: SampleRow[], dryRun = false) {
  const file = await filledTemplate(test, admin, kind, rows);
  return runImport(test, admin, { kind, projectId: project, file, dryRun });
}

const refusals = (process: ImportProcess) => process.error_data.other.rows;

async function userByLogin(login: string) {
  const [user] = await db.select().from(users).where(eq(users.login, login));
  return user;
}

async function rolesOf(login: string) {
  const held = await db
    .select({ code: roles.sys_name })
    .from(user_roles)
    .innerJoin(roles, eq(roles.id, user_roles.role_id))
    .innerJoin(users, eq(users.id, user_roles.user_id))
    .where(eq(users.login, login))
    .orderBy(roles.sys_name);
  return held.map((role) => role.code);
}

async function linkOf(userId: number) {
  const [link] = await db
    .select()
    .from(user_projects)
    .where(and(eq(user_projects.user_id, userId), eq(user_projects.project_id, project)));
  return link;
}

/** Active users with no link to the project at all, ever: people the project can take on. */
async function outsiders(count: number) {
  const members = db
    .select({ id: user_projects.user_id })
    .from(user_projects)
    .where(eq(user_projects.project_id, project));
  return db
    .select({ id: users.id, login: users.login, phone: users.phone })
    .from(users)
    .where(and(eq(users.status, 'active'), notInArray(users.id, members)))
    .orderBy(users.id)
    .limit(count);
}

beforeAll(async () => {
  test = await createTestApp();
  db = test.database.db;
  admin = await bearerFor(test, 'administrator');
  const [first] = await db.select({ id: projects.id }).from(projects).orderBy(projects.id).limit(1);
  project = first.id;
});
afterAll(() => test?.close());

describe('USERS', () => {
  const rows = [1, 2, 3].map((n) => ({
    login: `import.user${n}`,
    last_name: `Импортов${n}`,
    first_name: 'Илья',
    phone: `8 (911) 555-00-0${n}`,
    sex: 'Мужской',
    birth_date: `0${n}.02.1991`,
    status: 'Активен',
    one_c_id: `ИМ-${n}`,
    roles: n === 3 ? 'Мерчендайзер; крауд-мерчендайзер' : 'Мерчендайзер',
  }));

  it('round-trips new users, who get no password: they sign in by SMS code', async () => {
    const { first } = await roundTrip(test, admin, { kind: 'USERS', projectId: project, rows });
    expect(first.counts.created).toBe(3);
    const stored = await userByLogin('import.user2');
    expect(stored).toMatchObject({
      last_name: 'Импортов2',
      phone: '+79115550002',
      sex: 'male',
      birth_date: '1991-02-02',
      status: 'active',
      one_c_id: 'ИМ-2',
      password_hash: null,
    });
    expect(await rolesOf('import.user3')).toEqual(['crowd_merchandiser', 'merchandiser']);
  });

  it('changes a known login, its password left as it was', async () => {
    const merch = await userByLogin('merch01');
    const process = await imported('USERS', [
      { ...rows[0], last_name: 'Переименов' },
      {
        login: 'merch01',
        last_name: merch.last_name,
        first_name: merch.first_name,
        email: 'merch01@import.ru',
        roles: 'Супервайзер',
      },
    ]);
    expect(process.counts).toEqual({ created: 0, updated: 2, unchanged: 0, refused: 0 });
    expect((await userByLogin('import.user1')).last_name).toBe('Переименов');
    const changed = await userByLogin('merch01');
    expect(changed.email).toBe('merch01@import.ru');
    expect(changed.password_hash).toBe(merch.password_hash);
    // Added to the roles held, none taken away.
    expect(await rolesOf('merch01')).toEqual(
      expect.arrayContaining(['merchandiser', 'supervisor']),
    );
  });

  it('refuses a new login with a phone another user has', async () => {
    const merch = await userByLogin('merch02');
    const process = await imported(
      'USERS',
      [
        { login: 'import.clash', last_name: 'Дублев', first_name: 'Олег', phone: merch.phone },
        { login: 'import.norole', last_name: 'Безролев', first_name: 'Олег', roles: 'Космонавт' },
      ],
      true,
    );
    expect(refusals(process)).toEqual([
      {
        row: 2,
        column: 'Телефон',
        value: merch.phone,
        message: 'Пользователь с таким телефоном уже существует',
      },
      { row: 3, column: 'Роли', value: 'Космонавт', message: 'Роль «Космонавт» не найдена' },
    ]);
    expect(await userByLogin('import.clash')).toBeUndefined();
  });

  it('is the administrator’s: a leader who may create users in the project still may not', async () => {
    const [role] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.sys_name, 'leader'));
    const [area] = await db
      .select({ id: settings.id })
      .from(settings)
      .where(eq(settings.permission_area, 'users'));
    await db
      .insert(setting_values)
      .values({ setting_id: area.id, role_id: role.id, project_id: project, val: 'create' })
      .onConflictDoUpdate({
        target: [setting_values.setting_id, setting_values.project_id, setting_values.role_id],
        set: { val: 'create' },
      });
    const leader = await bearerFor(test, 'leader');
    const file = await filledTemplate(test, admin, 'USERS', rows);
    const body = multipart([
      { name: 'kind', value: 'USERS' },
      { name: 'project_id', value: String(project) },
      { name: 'file', filename: 'users.xlsx', type: 'application/octet-stream', data: file },
    ]);
    const response = await test.app.inject({
      method: 'POST',
      url: '/svc/import/api/v1/imports/',
      payload: body.payload,
      headers: { ...leader, 'content-type': body.contentType },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('USER_PROJECTS', () => {
  let people: { id: number; login: string; phone: string | null }[];
  let manager: string;
  let merchPosition: number;

  beforeAll(async () => {
    people = await outsiders(4);
    const [supervisor] = await db
      .select({ login: users.login })
      .from(users)
      .innerJoin(user_projects, eq(user_projects.user_id, users.id))
      .where(and(eq(users.login, 'supervisor'), eq(user_projects.project_id, project)));
    manager = supervisor.login;
    [{ id: merchPosition }] = await db
      .select({ id: positions.id })
      .from(positions)
      .where(eq(positions.code, 'MERCH'));
  });

  const rowsOf = () =>
    people.slice(0, 3).map((person, i) => ({
      // One by phone, as staff lists often name people.
      user: i === 1 ? (person.phone ?? person.login) : person.login,
      manager,
      position_code: 'MERCH',
      position: 'Мерчендайзер',
      start_date: '01.03.2026',
    }));

  it('round-trips people joining the project', async () => {
    const { first } = await roundTrip(test, admin, {
      kind: 'USER_PROJECTS',
      projectId: project,
      rows: rowsOf(),
    });
    expect(first.counts.created).toBe(3);
    const managerId = (await userByLogin(manager)).id;
    for (const person of people.slice(0, 3)) {
      expect(await linkOf(person.id)).toMatchObject({
        is_active: true,
        manager_id: managerId,
        position_id: merchPosition,
        position: 'Мерчендайзер',
        start_date: '2026-03-01',
        end_date: null,
      });
    }
  });

  it('changes a member’s link by the user, leaving empty cells as they are', async () => {
    const process = await imported('USER_PROJECTS', [
      { user: people[0].login, position: 'Старший мерчендайзер', end_date: '31.12.2026' },
    ]);
    expect(process.counts).toEqual({ created: 0, updated: 1, unchanged: 0, refused: 0 });
    expect(await linkOf(people[0].id)).toMatchObject({
      position: 'Старший мерчендайзер',
      position_id: merchPosition,
      start_date: '2026-03-01',
      end_date: '2026-12-31',
    });
  });

  it('refuses a manager who is not in the project', async () => {
    const outsider = people[3];
    const process = await imported(
      'USER_PROJECTS',
      [{ user: people[0].login, manager: outsider.login }],
      true,
    );
    expect(refusals(process)).toEqual([
      {
        row: 2,
        column: 'Руководитель',
        value: outsider.login,
        message: 'Пользователь не состоит в проекте',
      },
    ]);
  });

  it('takes one person named by login, then by phone, as one link', async () => {
    const person = people[3];
    const process = await imported('USER_PROJECTS', [
      { user: person.login, position: 'Стажёр' },
      { user: String(person.phone), position: 'Мерчендайзер' },
    ]);
    expect(process.counts).toEqual({ created: 1, updated: 1, unchanged: 0, refused: 0 });
    expect(await linkOf(person.id)).toMatchObject({ is_active: true, position: 'Мерчендайзер' });
  });
});

describe('PROJECT_POSITIONS', () => {
  let branch: { id: number; name: string };

  beforeAll(async () => {
    [branch] = await db
      .select({ id: branches.id, name: branches.name })
      .from(branches)
      .where(eq(branches.project_id, project))
      .limit(1);
  });

  const seat = (code: string) =>
    db
      .select()
      .from(project_positions)
      .where(and(eq(project_positions.project_id, project), eq(project_positions.code, code)))
      .then(([row]) => row);

  // The supervisors come before the seat they report to: a parent may come later in the file.
  const rows = (): SampleRow[] => [
    { code: 'IMP-SV1', name: 'Супервайзер 1', position_code: 'SV', parent_code: 'IMP-RM' },
    { code: 'IMP-SV2', name: 'Супервайзер 2', position_code: 'SV', parent_code: 'IMP-RM' },
    { code: 'IMP-RM', name: 'Региональный менеджер', position_code: 'RM', branch: branch.name },
  ];

  it('round-trips an org chart, parents named by code', async () => {
    const { first } = await roundTrip(test, admin, {
      kind: 'PROJECT_POSITIONS',
      projectId: project,
      rows: rows(),
    });
    expect(first.counts.created).toBe(3);
    const root = await seat('IMP-RM');
    expect(root).toMatchObject({ parent_id: null, branch_id: branch.id, is_active: true });
    expect(await seat('IMP-SV2')).toMatchObject({ name: 'Супервайзер 2', parent_id: root.id });
  });

  it('changes a seat by its code', async () => {
    const process = await imported('PROJECT_POSITIONS', [
      { code: 'IMP-SV2', name: 'Старший супервайзер', parent_code: 'IMP-SV1', is_active: 'нет' },
    ]);
    expect(process.counts).toEqual({ created: 0, updated: 1, unchanged: 0, refused: 0 });
    const sv1 = await seat('IMP-SV1');
    expect(await seat('IMP-SV2')).toMatchObject({
      name: 'Старший супервайзер',
      parent_id: sv1.id,
      is_active: false,
    });
  });

  it('refuses an unknown parent and a parent below the seat itself', async () => {
    const process = await imported(
      'PROJECT_POSITIONS',
      [
        { code: 'IMP-SV3', name: 'Супервайзер 3', parent_code: 'IMP-НЕТ' },
        { code: 'IMP-RM', name: 'Региональный менеджер', parent_code: 'IMP-SV1' },
      ],
      true,
    );
    expect(refusals(process)).toEqual([
      {
        row: 2,
        column: 'Код вышестоящей должности',
        value: 'IMP-НЕТ',
        message: 'Вышестоящая должность с кодом «IMP-НЕТ» не найдена в проекте',
      },
      {
        row: 3,
        column: 'Код вышестоящей должности',
        value: 'IMP-SV1',
        message: 'Должность не может подчиняться самой себе',
      },
    ]);
    expect(await seat('IMP-SV3')).toBeUndefined();
    expect((await seat('IMP-RM')).parent_id).toBeNull();
  });
});

describe('USER_PROJECT_EXTRA_DATA', () => {
  let members: { id: number; login: string }[];

  beforeAll(async () => {
    members = await db
      .select({ id: users.id, login: users.login })
      .from(users)
      .innerJoin(user_projects, eq(user_projects.user_id, users.id))
      .where(
        and(
          eq(user_projects.project_id, project),
          eq(user_projects.is_active, true),
          isNull(user_projects.extra_data),
          inArray(users.login, ['merch03', 'merch04']),
        ),
      )
      .orderBy(users.login);
  });

  const extraOf = async (userId: number) => (await linkOf(userId)).extra_data;

  it('round-trips fields of members', async () => {
    const [a, b] = members;
    const { first } = await roundTrip(test, admin, {
      kind: 'USER_PROJECT_EXTRA_DATA',
      projectId: project,
      rows: [
        { user: a.login, field: 'Табельный номер', value: '000417' },
        { user: a.login, field: 'Код в системе клиента', value: 'K-17' },
        { user: b.login, field: 'Табельный номер', value: '000418' },
      ],
    });
    expect(first.counts.created).toBe(3);
    expect(await extraOf(a.id)).toEqual({
      'Табельный номер': '000417',
      'Код в системе клиента': 'K-17',
    });
    expect(await extraOf(b.id)).toEqual({ 'Табельный номер': '000418' });
  });

  it('changes a field by user and name, and an empty value removes it', async () => {
    const [a] = members;
    const process = await imported('USER_PROJECT_EXTRA_DATA', [
      { user: a.login, field: 'Табельный номер', value: '000999' },
      { user: a.login, field: 'Код в системе клиента', value: null },
    ]);
    expect(process.counts).toEqual({ created: 0, updated: 2, unchanged: 0, refused: 0 });
    expect(await extraOf(a.id)).toEqual({ 'Табельный номер': '000999' });
  });

  it('refuses a user who is not in the project', async () => {
    const [outsider] = await outsiders(1);
    const process = await imported(
      'USER_PROJECT_EXTRA_DATA',
      [{ user: outsider.login, field: 'Табельный номер', value: '1' }],
      true,
    );
    expect(refusals(process)).toEqual([
      {
        row: 2,
        column: 'Пользователь *',
        value: outsider.login,
        message: 'Пользователь не состоит в проекте',
      },
    ]);
  });
});

describe('CHECKERS', () => {
  let executors: { id: number; login: string; phone: string | null }[];
  let checker: { id: number; login: string; phone: string | null };
  let headChecker: { id: number; login: string; phone: string | null };

  beforeAll(async () => {
    const person = { id: users.id, login: users.login, phone: users.phone };
    executors = await db
      .select(person)
      .from(users)
      .innerJoin(user_projects, eq(user_projects.user_id, users.id))
      .innerJoin(user_roles, eq(user_roles.user_id, users.id))
      .innerJoin(roles, eq(roles.id, user_roles.role_id))
      .where(
        and(
          eq(user_projects.project_id, project),
          eq(user_projects.is_active, true),
          eq(roles.sys_name, 'merchandiser'),
        ),
      )
      .orderBy(users.id)
      .limit(3);
    [checker] = await db.select(person).from(users).where(eq(users.login, 'check_manager'));
    [headChecker] = await db
      .select(person)
      .from(users)
      .where(eq(users.login, 'head_check_manager'));
  });

  const checkerOf = async (executorId: number) => {
    const [row] = await db
      .select({ checker: visit_checkers.checker_id })
      .from(visit_checkers)
      .where(
        and(eq(visit_checkers.project_id, project), eq(visit_checkers.executor_id, executorId)),
      );
    return row?.checker;
  };

  it('round-trips who checks whose visits', async () => {
    const { first } = await roundTrip(test, admin, {
      kind: 'CHECKERS',
      projectId: project,
      rows: executors.map((executor, i) => ({
        executor: executor.login,
        // The head checker named by phone, as a staff list may give it.
        checker: i === 2 ? (headChecker.phone ?? headChecker.login) : checker.login,
      })),
    });
    expect(first.counts.created).toBe(3);
    expect(await checkerOf(executors[0].id)).toBe(checker.id);
    expect(await checkerOf(executors[2].id)).toBe(headChecker.id);
  });

  it('gives an executor another checker', async () => {
    const process = await imported('CHECKERS', [
      { executor: executors[0].login, checker: headChecker.login },
    ]);
    expect(process.counts).toEqual({ created: 0, updated: 1, unchanged: 0, refused: 0 });
    expect(await checkerOf(executors[0].id)).toBe(headChecker.id);
  });

  it('refuses a checker without a checker role', async () => {
    const [one, other] = executors;
    const process = await imported(
      'CHECKERS',
      [{ executor: one.login, checker: other.login }],
      true,
    );
    expect(refusals(process)).toEqual([
      {
        row: 2,
        column: 'Проверяющий *',
        value: other.login,
        message:
          'Проверяющим может быть только менеджер по проверке или руководитель отдела проверки',
      },
    ]);
    expect(await checkerOf(one.id)).toBe(headChecker.id);
  });
});
