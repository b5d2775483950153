import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, setSession } from './api/session';
import { AppProviders } from './app-providers';
import type { RuntimeConfig } from './contracts/runtime-config';
import { activateDefaultLocale } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { setRuntimeConfig } from './lib/runtime-config';
import { createAppRouter } from './router';

const services = Object.fromEntries(
  [
    'auth',
    'main',
    'files',
    'import',
    'export',
    'crowd',
    'checker',
    'address',
    'integration',
    'notifications',
  ].map((name) => [name, `http://portal.test/svc/${name}`]),
) as RuntimeConfig['services'];

const config: RuntimeConfig = {
  services,
  apiKey: 'test-api-key',
  sentryDsn: '',
  supportPhone: '+7 800 555-35-35',
  version: '1.13.0',
  refetchOnWindowFocus: false,
};

const liveSession = {
  accessToken: 'access',
  accessExpiresAt: '2999-01-01T00:00:00Z',
  refreshToken: 'refresh',
  refreshExpiresAt: '2999-01-01T00:00:00Z',
};

function renderAt(path: string) {
  const queryClient = createQueryClient(config);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  render(
    <AppProviders>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppProviders>,
  );
  return router;
}

const pathOf = (router: ReturnType<typeof renderAt>) => router.state.location.pathname;

beforeAll(() => {
  activateDefaultLocale();
  setRuntimeConfig(config);
});

beforeEach(() => clearSession());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('routing', () => {
  it.each(['/sfa', '/', '/no-such-page', '/sfa/no-such-page'])(
    'sends a signed-out visitor from %s to /login',
    async (path) => {
      const router = renderAt(path);
      await waitFor(() => expect(pathOf(router)).toBe('/login'));
      expect(await screen.findByRole('heading', { name: 'Вход в портал' })).toBeTruthy();
    },
  );

  it('shows the privacy policy without signing in', async () => {
    const router = renderAt('/policies');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Политика конфиденциальности' }),
    ).toBeTruthy();
    expect(pathOf(router)).toBe('/policies');
  });

  it.each(['/no-such-page', '/sfa/no-such-page', '/login', '/'])(
    'sends a signed-in user from %s to /sfa',
    async (path) => {
      setSession(liveSession);
      const router = renderAt(path);
      await waitFor(() => expect(pathOf(router)).toBe('/sfa'));
      expect(await screen.findByRole('heading', { name: 'Главная' })).toBeTruthy();
    },
  );

  it('shows the version in the footer on the login page', async () => {
    renderAt('/login');
    expect((await screen.findByTestId('app-version')).textContent).toBe('v1.13.0');
  });

  it('signs out from the header', async () => {
    setSession(liveSession);
    const router = renderAt('/sfa');
    fireEvent.click(await screen.findByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect(getSession()).toBeNull();
  });
});

describe('login page', () => {
  async function fillAndSubmit(login: string, password: string) {
    fireEvent.change(await screen.findByLabelText(/Логин/), { target: { value: login } });
    fireEvent.change(screen.getByLabelText(/Пароль/), { target: { value: password } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
  }

  it('requires both fields and a password of 6 characters', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/login');
    await fillAndSubmit('', '');
    expect(await screen.findAllByText('Поле обязательно для заполнения')).toHaveLength(2);
    await fillAndSubmit('ivanov', '12345');
    expect(await screen.findByText('Пароль должен содержать не менее 6 символов')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in with the API key and captcha headers, keeps the tokens, opens /sfa', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json({
        tokens: {
          access: { token: 'a-1', expires_at: '2999-01-01T00:00:00Z' },
          refresh: { token: 'r-1', expires_at: '2999-01-02T00:00:00Z' },
        },
        user: { id: 1, last_name: 'Иванов', first_name: 'Иван', roles: [] },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const router = renderAt('/login');
    await fillAndSubmit(' ivanov ', 'secret-1');

    await waitFor(() => expect(pathOf(router)).toBe('/sfa'));
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('http://portal.test/svc/auth/api/v1/auth/login/');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ login: 'ivanov', password: 'secret-1' });
    const headers = new Headers(init?.headers);
    expect(headers.get('X-Api-Key')).toBe('test-api-key');
    expect(headers.get('X-Captcha-Token')).toBeTruthy();
    expect(getSession()).toMatchObject({ accessToken: 'a-1', refreshToken: 'r-1' });
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
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Response.json(body, { status })),
    );
    const router = renderAt('/login');
    await fillAndSubmit('ivanov', 'secret-1');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(pathOf(router)).toBe('/login');
    expect(getSession()).toBeNull();
  });
});
