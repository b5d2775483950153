import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  projects,
  roles,
  setting_values,
  settings,
  users,
} from '#server/db/schema/index';
import { bearerFor, bearerForId } from '../support/auth';
import { authCall, login, userByLogin, whoAmI } from '../support/auth-calls';
import { addMember, addProject, projectIdsOf } from '../support/members';
import { multipart } from '../support/multipart';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Whom a profile editor reaches (security finding 1): another user's password and phone only
 * within a shared project where the editor updates the team, never someone ranked above them.
 */
type Headers = Record<string, string>;
let test: TestApp;
let admin: Headers;
let supervisor: Headers;
const id: Record<'field' | 'peer' | 'head' | 'stranger' | 'lonely' | 'reader', number> = {
  field: 0,
  peer: 0,
  head: 0,
  stranger: 0,
  lonely: 0,
  reader: 0,
};

const setPassword = (userId: number, headers: Headers, password = 'taken-over-1') =>
  authCall(test, 'PUT', `/api/v1/users/${userId}/set_password/`, { body: { password }, headers });
const setPhone = (userId: number, headers: Headers, phone: string) =>
  authCall(test, 'PATCH', `/api/v2/users/${userId}/`, { body: { phone }, headers });
const PASSWORD_NOTICE = {
  type: 'info',
  title: 'Пароль изменён',
  text: 'Ваш пароль изменил другой пользователь. Если это были не вы, обратитесь к администратору.',
};
const PHONE_NOTICE = {
  type: 'info',
  title: 'Телефон изменён',
  text: 'Ваш телефон для входа изменил другой пользователь. Если это были не вы, обратитесь к администратору.',
};
const noticesOf = (userId: number) =>
  test.database.db
    .select({ type: notifications.type, title: notifications.title, text: notifications.text })
    .from(notifications)
    .where(eq(notifications.user_id, userId));
const hashOf = async (userId: number) =>
  (await test.database.db.select().from(users).where(eq(users.id, userId)))[0].password_hash;

/** The supervisor may only read the team in `projectId` (the demo grants it everywhere). */
async function readTeamOnlyIn(projectId: number) {
  const db = test.database.db;
  const [team] = await db.select().from(settings).where(eq(settings.permission_area, 'team'));
  const [role] = await db.select().from(roles).where(eq(roles.sys_name, 'supervisor'));
  await db
    .update(setting_values)
    .set({ val: 'read' })
    .where(
      and(
        eq(setting_values.setting_id, team.id),
        eq(setting_values.role_id, role.id),
        eq(setting_values.project_id, projectId),
      ),
    );
}

beforeAll(async () => {
  test = await createTestApp();
  const db = test.database.db;
  admin = await bearerFor(test, 'administrator');
  const [first, second] = await projectIdsOf(db, (await userByLogin(test, 'supervisor')).id);
  const everyProject = (await db.select({ id: projects.id }).from(projects)).map((p) => p.id);
  const foreign = everyProject.find((projectId) => projectId !== first && projectId !== second);
  if (!second || !foreign) throw new Error('the demo supervisor needs two projects, not all');
  id.field = await addMember(db, 'reach.field', ['merchandiser'], [first]);
  id.peer = await addMember(db, 'reach.peer', ['supervisor'], [first]);
  id.head = await addMember(db, 'reach.head', ['department_head'], [first]);
  id.stranger = await addMember(db, 'reach.stranger', ['merchandiser'], [foreign]);
  id.lonely = await addMember(db, 'reach.lonely', ['merchandiser'], []);
  id.reader = await addMember(db, 'reach.reader', ['merchandiser'], [second]);
  await readTeamOnlyIn(second);
  supervisor = await bearerFor(test, 'supervisor');
});
afterAll(() => test.close());

describe('changing another user', () => {
  it('lets a supervisor reset a field user of a shared project: signed out and told', async () => {
    const before = await bearerForId(test, id.field);
    const done = await setPassword(id.field, supervisor, 'reset-by-lead-1');
    expect(done.statusCode).toBe(204);
    expect((await whoAmI(test, before, id.field)).statusCode).toBe(401);
    const signedIn = await login(test, { login: 'reach.field', password: 'reset-by-lead-1' });
    expect(signedIn.statusCode).toBe(200);
    // A field user reads notifications in the field app, not the portal: the row is the notice.
    expect(await noticesOf(id.field)).toEqual([PASSWORD_NOTICE]);
  });

  it('lets a supervisor change the phone of a field user and of another supervisor, who are told', async () => {
    expect((await setPhone(id.field, supervisor, '+79015550001')).statusCode).toBe(200);
    expect((await setPhone(id.peer, supervisor, '+79015550002')).statusCode).toBe(200);
    expect((await setPassword(id.peer, supervisor)).statusCode).toBe(204);
    const notices = await test.app.inject({
      method: 'POST',
      url: '/svc/notifications/api/v1/notifications/list/',
      headers: await bearerForId(test, id.peer),
      payload: {},
    });
    expect(notices.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining(PHONE_NOTICE),
        expect.objectContaining(PASSWORD_NOTICE),
      ]),
    );
    expect(notices.json().items).toHaveLength(2);
    expect(await noticesOf(id.field)).toEqual(expect.arrayContaining([PHONE_NOTICE]));
  });

  it('answers a user of a foreign project or of none as not found, changing nothing', async () => {
    for (const userId of [id.stranger, id.lonely]) {
      expect((await setPassword(userId, supervisor)).statusCode).toBe(404);
      expect((await setPhone(userId, supervisor, '+79015550003')).statusCode).toBe(404);
      expect((await setPhone(userId, supervisor, '+79015550003')).json().detail).toBe(
        'Пользователь не найден',
      );
      expect(await hashOf(userId)).toBeNull();
    }
  });

  it('refuses a department head of a shared project (403), taking nothing over', async () => {
    const password = await setPassword(id.head, supervisor);
    expect(password.statusCode).toBe(403);
    expect(password.json().detail).toBe('Недостаточно прав');
    expect((await setPhone(id.head, supervisor, '+79015550004')).statusCode).toBe(403);
    expect(await hashOf(id.head)).toBeNull();
    expect(await noticesOf(id.head)).toEqual([]);
    expect((await userByLogin(test, 'reach.head')).phone).toBeNull();
    // The administrator, sharing every project with the supervisor, stays out of reach too.
    const adminUser = await userByLogin(test, 'administrator');
    expect((await setPassword(adminUser.id, supervisor)).statusCode).toBe(403);
  });

  it('refuses a user of a project where the supervisor only reads the team (403)', async () => {
    expect((await setPassword(id.reader, supervisor)).statusCode).toBe(403);
    expect((await setPhone(id.reader, supervisor, '+79015550005')).statusCode).toBe(403);
  });

  it('lets an administrator reach anyone, in a project or in none', async () => {
    expect((await setPhone(id.lonely, admin, '+79015550006')).statusCode).toBe(200);
    expect((await setPassword(id.head, admin)).statusCode).toBe(204);
  });

  it('lets a user change their own phone without a notice', async () => {
    const own = await bearerForId(test, id.peer);
    const before = (await noticesOf(id.peer)).length;
    expect((await setPhone(id.peer, own, '+79015550007')).statusCode).toBe(200);
    expect(await noticesOf(id.peer)).toHaveLength(before);
  });
});

describe("another user's photo", () => {
  // The leader holds the photo right (spec section 6); reach decides whose photo it may set.
  const uploadPhoto = async (userId: number, headers: Headers) => {
    const image = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#c33' },
    })
      .jpeg()
      .toBuffer();
    const body = multipart([
      { name: 'type', value: 'user' },
      { name: 'object_id', value: String(userId) },
      { name: 'file', filename: 'face.jpg', type: 'image/jpeg', data: image },
    ]);
    return test.app.inject({
      method: 'POST',
      url: '/svc/files/api/v2/files/upload/',
      payload: body.payload,
      headers: { ...headers, 'content-type': body.contentType },
    });
  };
  const avatarOf = async (userId: number) =>
    (await test.database.db.select().from(users).where(eq(users.id, userId)))[0].avatar_file_id;

  it('is set within reach only: foreign 404, higher rank 403, a field user of a shared project 201', async () => {
    const db = test.database.db;
    const leader = await userByLogin(test, 'leader');
    const [project] = await projectIdsOf(db, leader.id);
    const field = await addMember(db, 'photo.field', ['merchandiser'], [project]);
    const elsewhere = await addMember(
      db,
      'photo.stranger',
      ['merchandiser'],
      [await addProject(db, 'photo-elsewhere')],
    );
    const headers = await bearerFor(test, 'leader');
    expect((await uploadPhoto(elsewhere, headers)).statusCode).toBe(404);
    expect((await uploadPhoto(id.lonely, headers)).statusCode).toBe(404);
    const adminUser = await userByLogin(test, 'administrator');
    expect((await uploadPhoto(adminUser.id, headers)).statusCode).toBe(403);
    expect(await avatarOf(adminUser.id)).toBeNull();
    expect(await avatarOf(elsewhere)).toBeNull();
    expect((await uploadPhoto(field, headers)).statusCode).toBe(201);
    expect(await avatarOf(field)).not.toBeNull();
  });
});
