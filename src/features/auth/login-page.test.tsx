import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession } from '#src/api/session';
import { activateDefaultLocale } from '#src/lib/i18n';
import { setRuntimeConfig } from '#src/lib/runtime-config';
import { pathOf, renderAt, sentBody, stubServices, testConfig } from '#src/test-support/render-app';

const AUTH = '/svc/auth/api/v1';
const authReply = (roles: string[]) =>
  Response.json({
    tokens: {
      access: { token: 'a-1', expires_at: '2999-01-01T00:00:00Z' },
      refresh: { token: 'r-1', expires_at: '2999-01-02T00:00:00Z' },
    },
    user: {
      id: 4,
      last_name: 'Иванов',
      first_name: 'Иван',
      roles: roles.map((sys_name) => ({ sys_name })),
    },
  });
const types = (...list: string[]) => Response.json({ types: list });

beforeAll(() => {
  activateDefaultLocale();
  setRuntimeConfig(testConfig);
});

beforeEach(() => clearSession());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function typeLogin(login: string) {
  const field = await screen.findByLabelText(/Логин/);
  fireEvent.change(field, { target: { value: login } });
  fireEvent.blur(field);
}

async function fillAndSubmit(login: string, password: string) {
  await typeLogin(login);
  fireEvent.change(screen.getByLabelText(/Пароль/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('password sign-in', () => {
  it('requires both fields and a password of 6 characters', async () => {
    const fetchMock = stubServices({ [`POST ${AUTH}/auth/access_auth_types/`]: types('password') });
    renderAt('/login');
    await fillAndSubmit('', '');
    expect(await screen.findAllByText('Поле обязательно для заполнения')).toHaveLength(2);
    await fillAndSubmit('ivanov', '12345');
    expect(await screen.findByText('Пароль должен содержать не менее 6 символов')).toBeInstanceOf(
      HTMLElement,
    );
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      `http://portal.test${AUTH}/auth/login/`,
    );
  });

  it('signs in with the API key and captcha headers, keeps tokens and user, opens the chooser', async () => {
    const fetchMock = stubServices({
      [`POST ${AUTH}/auth/access_auth_types/`]: types('password'),
      [`POST ${AUTH}/auth/login/`]: authReply(['administrator']),
    });
    const router = renderAt('/login');
    await fillAndSubmit(' ivanov ', 'secret-1');

    await waitFor(() => expect(pathOf(router)).toBe('/portal-choice'));
    expect(sentBody(fetchMock, '/auth/login/')).toEqual({ login: 'ivanov', password: 'secret-1' });
    expect(sentBody(fetchMock, '/auth/access_auth_types/')).toEqual({ login: 'ivanov' });
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/login/')) ?? [];
    const headers = new Headers(init?.headers);
    expect(headers.get('X-Api-Key')).toBe('test-api-key');
    expect(headers.get('X-Captcha-Token')).toMatch(/\S/);
    expect(headers.get('Authorization')).toBeNull();
    expect(getSession()).toMatchObject({
      accessToken: 'a-1',
      refreshToken: 'r-1',
      user: { id: 4 },
    });
  });

  it('returns to the page that was asked for', async () => {
    stubServices({
      [`POST ${AUTH}/auth/access_auth_types/`]: types('password'),
      [`POST ${AUTH}/auth/login/`]: authReply(['administrator']),
    });
    const router = renderAt('/ecp?from=mail');
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    await fillAndSubmit('ivanov', 'secret-1');
    await waitFor(() => expect(pathOf(router)).toBe('/ecp'));
    expect(router.state.location.searchStr).toBe('?from=mail');
  });

  it.each([
    [401, { detail: 'Unauthorized' }, 'Неправильный логин или пароль'],
    [
      429,
      { detail: 'Too many tries. Repeat in 5 min' },
      'Превышен лимит попыток. Повторите через 5 минут',
    ],
    [400, { detail: 'Пользователь заблокирован' }, 'Пользователь заблокирован'],
  ])('shows the error of a %i reply', async (status, body, text) => {
    stubServices({ [`POST ${AUTH}/auth/login/`]: Response.json(body, { status }) });
    const router = renderAt('/login');
    await fillAndSubmit('ivanov', 'secret-1');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(pathOf(router)).toBe('/login');
    expect(getSession()).toBeNull();
  });
});

describe('SMS sign-in', () => {
  it('is offered only when access_auth_types allows it', async () => {
    stubServices({ [`POST ${AUTH}/auth/access_auth_types/`]: types('password') });
    renderAt('/login');
    await typeLogin('ivanov');
    await screen.findByRole('button', { name: 'Войти' });
    expect(screen.queryByRole('button', { name: 'Войти по коду из СМС' })).toBeNull();
  });

  it('sends a code, counts down to resend, and says so when the code is wrong', async () => {
    const fetchMock = stubServices({
      [`POST ${AUTH}/auth/access_auth_types/`]: types('sms'),
      [`POST ${AUTH}/sms_auth/send_otp/`]: Response.json({ resend_after: 60, expires_in: 600 }),
      [`POST ${AUTH}/sms_auth/login_by_otp_code/`]: Response.json(
        { detail: 'Wrong code' },
        { status: 400 },
      ),
    });
    renderAt('/login');
    await typeLogin('ivanov');
    fireEvent.click(await screen.findByRole('button', { name: 'Войти по коду из СМС' }));
    // Only SMS is allowed for this login: no password field.
    expect(screen.queryByLabelText(/Пароль/)).toBeNull();

    const resend = await screen.findByRole('button', { name: /Отправить код повторно через 60 с/ });
    expect(resend.hasAttribute('disabled')).toBe(true);
    expect(sentBody(fetchMock, '/send_otp/')).toEqual({ login: 'ivanov' });

    fireEvent.change(screen.getByLabelText(/Код из СМС/), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Введите 6 цифр кода из СМС')).toBeInstanceOf(HTMLElement);

    fireEvent.change(screen.getByLabelText(/Код из СМС/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Неверный код из СМС');
    expect(sentBody(fetchMock, '/login_by_otp_code/')).toEqual({ login: 'ivanov', code: '123456' });
  });

  it('signs in with the right code', async () => {
    stubServices({
      [`POST ${AUTH}/auth/access_auth_types/`]: types('password', 'sms'),
      [`POST ${AUTH}/sms_auth/send_otp/`]: Response.json({ resend_after: 0, expires_in: 600 }),
      [`POST ${AUTH}/sms_auth/login_by_otp_code/`]: authReply(['leader']),
    });
    const router = renderAt('/login');
    await typeLogin('ivanov');
    fireEvent.click(await screen.findByRole('button', { name: 'Войти по коду из СМС' }));
    fireEvent.change(await screen.findByLabelText(/Код из СМС/), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(pathOf(router)).toBe('/portal-choice'));
    expect(getSession()?.user.roles).toEqual([{ sys_name: 'leader' }]);
  });
});

describe('password reset', () => {
  it('needs the login first, then sets a new password by code', async () => {
    const fetchMock = stubServices({
      [`POST ${AUTH}/auth/access_auth_types/`]: types('password'),
      [`POST ${AUTH}/users/reset_password_code/`]: Response.json({
        resend_after: 0,
        expires_in: 600,
      }),
      [`POST ${AUTH}/users/set_password_by_code/`]: new Response(null, { status: 204 }),
    });
    renderAt('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Забыли пароль?' }));
    expect(await screen.findByText('Поле обязательно для заполнения')).toBeInstanceOf(HTMLElement);

    await typeLogin('ivanov');
    fireEvent.click(screen.getByRole('button', { name: 'Забыли пароль?' }));
    expect(await screen.findByRole('heading', { name: 'Восстановление пароля' })).toBeInstanceOf(
      HTMLElement,
    );

    fireEvent.change(await screen.findByLabelText(/Код из СМС/), { target: { value: '111222' } });
    fireEvent.change(screen.getByLabelText(/Новый пароль/), { target: { value: 'new-pass' } });
    fireEvent.change(screen.getByLabelText(/Повторите пароль/), { target: { value: 'new-pas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByText('Пароли не совпадают')).toBeInstanceOf(HTMLElement);

    fireEvent.change(screen.getByLabelText(/Повторите пароль/), { target: { value: 'new-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByText('Пароль изменён. Войдите с новым паролем.')).toBeInstanceOf(
      HTMLElement,
    );
    expect(sentBody(fetchMock, '/set_password_by_code/')).toEqual({
      login: 'ivanov',
      code: '111222',
      password: 'new-pass',
    });
    expect((screen.getByLabelText(/Логин/) as HTMLInputElement).value).toBe('ivanov');
  });
});
