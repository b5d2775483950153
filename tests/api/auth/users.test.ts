import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user_projects } from '#server/db/schema/index';
import { bearerFor } from '../support/auth';
import { authCall, login, signIn, userByLogin, whoAmI } from '../support/auth-calls';
import { projectIdsOf } from '../support/members';
import { createTestApp, type TestApp } from '../support/test-app';

let test: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  test = await createTestApp();
  admin = await bearerFor(test, 'administrator');
});
afterAll(() => test.close());

type Headers = Record<string, string>;
const list = (body: object, headers: Headers = admin) =>
  authCall(test, 'POST', '/api/v1/users/list/', { body, headers });
const create = (body: object, headers: Headers = admin) =>
  authCall(test, 'POST', '/api/v2/users/', { body, headers });
const patch = (id: number, body: object, headers: Headers = admin) =>
  authCall(test, 'PATCH', `/api/v2/users/${id}/`, { body, headers });
const roleChange = (verb: 'add' | 'del', id: number, roles: string[], headers: Headers = admin) =>
  authCall(test, 'POST', `/api/v2/users/${verb}_roles/${id}/`, { body: { roles }, headers });

const newUser = {
  login: 'new.user',
  last_name: 'Новикова',
  first_name: 'Анна',
  phone: '+7 (912) 345-67-89',
  email: 'anna@example.ru',
  snils: '112-233-445 95',
  password: 'first-password',
  password_repeat: 'first-password',
};

describe('users', () => {
  it('lists users with search, role, status and project filters', async () => {
    const all = (await list({ limit: 5 })).json();
    expect(all.total).toBeGreaterThan(20);
    expect(all.items).toHaveLength(5);
    expect(all).toMatchObject({ limit: 5, offset: 0 });
    const { last_name } = await userByLogin(test, 'analyst');
    const found = (await list({ search: last_name.slice(0, 4).toLowerCase() })).json();
    expect(found.items.map((user: { login: string }) => user.login)).toContain('analyst');
    const byPhone = (await list({ search: '+7900' })).json();
    expect(byPhone.total).toBeGreaterThan(0);
    const supervisors = (await list({ roles: ['supervisor'] })).json();
    expect(supervisors.items.length).toBeGreaterThan(0);
    for (const user of supervisors.items) {
      expect(user.roles.map((role: { sys_name: string }) => role.sys_name)).toContain('supervisor');
    }
    expect((await list({ statuses: ['blocked'] })).json().total).toBe(0);
    const inProject = (await list({ project_ids: [1], limit: 1000 })).json();
    expect(inProject.total).toBeLessThan(all.total);
    expect(JSON.stringify(all)).not.toMatch(/password|argon2/);
  });

  it('reads a user; anyone their own, only profile editors others', async () => {
    const merchandiser = await signIn(test, 'merchandiser');
    const own = await whoAmI(test, merchandiser.access, merchandiser.user.id);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ login: 'merchandiser', has_password: true });
    expect(own.body).not.toMatch(/password_hash|argon2/);
    const { id } = await userByLogin(test, 'analyst');
    expect((await whoAmI(test, merchandiser.access, id)).statusCode).toBe(403);
    expect((await whoAmI(test, admin, id)).statusCode).toBe(200);
    expect((await whoAmI(test, admin, 999_999)).statusCode).toBe(404);
  });

  it('validates a new user: phone, email, SNILS checksum, passwords', async () => {
    const response = await create({
      ...newUser,
      phone: '12345',
      email: 'not-an-email',
      snils: '112-233-445 96',
      password_repeat: 'other-password',
    });
    expect(response.statusCode).toBe(400);
    const messages = Object.fromEntries(
      response
        .json()
        .errors.map((error: { field: string; message: string }) => [error.field, error.message]),
    );
    expect(messages).toMatchObject({
      phone: 'Неверный формат телефона',
      email: 'Неверный формат email',
      snils: 'Неверный формат СНИЛС',
      password_repeat: 'Пароли не совпадают',
    });
    const missing = await create({ login: 'x' });
    expect(missing.json().errors).toContainEqual({
      field: 'last_name',
      message: 'Поле обязательно для заполнения',
    });
  });

  it('creates a user who can sign in; a taken login or phone answers 409', async () => {
    const response = await create(newUser);
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      login: 'new.user',
      phone: '+79123456789',
      snils: '112-233-445 95',
      status: 'active',
      roles: [],
      has_password: true,
    });
    expect(response.body).not.toMatch(/password_hash|argon2|first-password/);
    const signedIn = await login(test, { login: 'new.user', password: 'first-password' });
    expect(signedIn.statusCode).toBe(200);
    const sameLogin = await create({ ...newUser, phone: '+79120000000' });
    expect(sameLogin.statusCode).toBe(409);
    expect(sameLogin.json().detail).toBe('Пользователь с таким логином уже существует');
    const samePhone = await create({ ...newUser, login: 'other.user', phone: '89123456789' });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().detail).toBe('Пользователь с таким телефоном уже существует');
  });

  it('patches strictly: no roles, projects or passwords slipped in, and something must change', async () => {
    const { id } = await userByLogin(test, 'new.user');
    for (const extra of [{ roles: ['administrator'] }, { project_ids: [1] }, { password: 'x' }]) {
      const response = await patch(id, { first_name: 'Мария', ...extra });
      expect(response.statusCode).toBe(400);
    }
    const same = await patch(id, { first_name: 'Анна', phone: '8 912 345 67 89' });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ detail: 'Данные не были изменены' });
    const changed = await patch(id, { first_name: 'Мария', patronymic_name: null });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ first_name: 'Мария', patronymic_name: null });
  });

  it('lets profile editors edit profiles but only administrators status, login and admins', async () => {
    const { id } = await userByLogin(test, 'new.user');
    // A profile editor reaches users of their own projects only (user-reach.test.ts).
    const [project] = await projectIdsOf(test.database.db, (await userByLogin(test, 'leader')).id);
    await test.database.db.insert(user_projects).values({ user_id: id, project_id: project });
    const leader = await bearerFor(test, 'leader');
    expect((await patch(id, { last_name: 'Петрова' }, leader)).statusCode).toBe(200);
    expect((await patch(id, { status: 'blocked' }, leader)).statusCode).toBe(403);
    const adminUser = await userByLogin(test, 'administrator');
    expect((await patch(adminUser.id, { phone: '+79990001122' }, leader)).statusCode).toBe(403);
    const client = await bearerFor(test, 'client');
    expect((await patch(id, { last_name: 'Сидорова' }, client)).statusCode).toBe(403);
    expect((await list({}, client)).statusCode).toBe(403);
  });

  it('blocking a user ends their sessions at once', async () => {
    const session = await signIn(test, 'new.user', 'first-password');
    const { id } = session.user;
    expect((await whoAmI(test, session.access, id)).statusCode).toBe(200);
    expect((await patch(id, { status: 'blocked' })).statusCode).toBe(200);
    expect((await whoAmI(test, session.access, id)).statusCode).toBe(401);
    const refreshed = await authCall(test, 'POST', '/api/v1/auth/refresh/', {
      headers: session.refresh,
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await patch(id, { status: 'active' })).statusCode).toBe(200);
    // Unblocking does not revive the old sign-in.
    expect((await whoAmI(test, session.access, id)).statusCode).toBe(401);
  });

  it('adds and removes roles by sys_name (administrators only)', async () => {
    const { id } = await userByLogin(test, 'new.user');
    const added = await roleChange('add', id, ['analyst', 'supervisor']);
    expect(added.statusCode).toBe(200);
    const names = (user: { roles: { sys_name: string }[] }) =>
      user.roles.map((role) => role.sys_name).sort();
    expect(names(added.json())).toEqual(['analyst', 'supervisor']);
    expect((await roleChange('add', id, ['analyst'])).statusCode).toBe(200);
    const removed = await roleChange('del', id, ['analyst']);
    expect(names(removed.json())).toEqual(['supervisor']);
    const unknown = await roleChange('add', id, ['emperor']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toContain('emperor');
    const leader = await bearerFor(test, 'leader');
    expect((await roleChange('add', id, ['administrator'], leader)).statusCode).toBe(403);
  });

  it('lists roles without the hidden ones unless asked', async () => {
    const visible = (
      await authCall(test, 'POST', '/api/v1/roles/list/', { body: {}, headers: admin })
    ).json();
    const all = (
      await authCall(test, 'POST', '/api/v1/roles/list/', {
        body: { include_hidden: true },
        headers: admin,
      })
    ).json();
    const codes = (page: { items: { sys_name: string }[] }) =>
      page.items.map((role) => role.sys_name);
    expect(codes(visible)).not.toContain('stompy');
    expect(codes(all)).toContain('stompy');
    expect(all.total).toBeGreaterThan(visible.total);
  });
});
