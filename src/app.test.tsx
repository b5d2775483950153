import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { myPortalKeys } from '#src/api/my-portal';
import { clearSession, getSession, setSession } from '#src/api/session';
import { activateDefaultLocale } from '#src/lib/i18n';
import { setRuntimeConfig } from '#src/lib/runtime-config';
import {
  pathOf,
  renderAt,
  sentBody,
  sessionOf,
  shellReplies,
  stubServices,
  testConfig,
} from '#src/test-support/render-app';

beforeAll(() => {
  activateDefaultLocale();
  setRuntimeConfig(testConfig);
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
      expect(await screen.findByRole('heading', { name: 'Вход в портал' })).toBeInstanceOf(
        HTMLElement,
      );
    },
  );

  it('keeps the requested page in ?redirect, but not the bare root', async () => {
    const deep = renderAt('/sfa/user-profile/3?tab=roles');
    await waitFor(() => expect(pathOf(deep)).toBe('/login'));
    expect(deep.state.location.search).toEqual({ redirect: '/sfa/user-profile/3?tab=roles' });
    cleanup();
    const root = renderAt('/');
    await waitFor(() => expect(pathOf(root)).toBe('/login'));
    expect(root.state.location.search).toEqual({});
  });

  it('ignores a redirect to another origin', async () => {
    const router = renderAt('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await screen.findByRole('heading', { name: 'Вход в портал' });
    const login = router.state.matches.find((match) => match.routeId === '/login');
    expect(login?.search).toEqual({ redirect: undefined });
  });

  it('shows the privacy policy without signing in', async () => {
    const router = renderAt('/policies');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Политика конфиденциальности' }),
    ).toBeInstanceOf(HTMLElement);
    expect(pathOf(router)).toBe('/policies');
  });

  it.each(['/no-such-page', '/sfa/no-such-page'])(
    'sends a signed-in user from %s to /sfa',
    async (path) => {
      setSession(sessionOf(['administrator']));
      const router = renderAt(path);
      await waitFor(() => expect(pathOf(router)).toBe('/sfa'));
      expect(await screen.findByRole('heading', { name: 'Главная' })).toBeInstanceOf(HTMLElement);
    },
  );

  it('shows the version in the footer on the login page', async () => {
    renderAt('/login');
    expect((await screen.findByTestId('app-version')).textContent).toBe('v1.13.0');
  });

  it('signs out from the side menu', async () => {
    stubServices({
      'POST /svc/auth/api/v1/auth/logout/': () => new Response(null, { status: 204 }),
    });
    setSession(sessionOf(['administrator']));
    const router = renderAt('/sfa');
    fireEvent.click(await screen.findByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect(getSession()).toBeNull();
  });
});

/**
 * The shell's replies, with the communication portal's area taken away: a one-portal user. After
 * `setSession`: the replies are the session user's.
 */
function stubFieldWorkOnly(more: Parameters<typeof stubServices>[0] = {}) {
  const shell = shellReplies();
  return stubServices({
    'POST /svc/main/settings/my_permissions/': async () => {
      const reply = await shell['POST /svc/main/settings/my_permissions/']().json();
      delete reply.permissions.notifications;
      return Response.json(reply);
    },
    ...more,
  });
}

describe('where a signed-in user lands', () => {
  it.each(['/', '/login'])('asks a two-portal user from %s until they choose', async (path) => {
    setSession(sessionOf(['administrator']));
    const router = renderAt(path);
    await waitFor(() => expect(pathOf(router)).toBe('/portal-choice'));
    expect(await screen.findByRole('heading', { name: 'Выберите портал' })).toBeInstanceOf(
      HTMLElement,
    );
  });

  it('sends a two-portal user to the portal they chose last', async () => {
    stubServices({ 'GET /svc/main/settings/my_portal/': () => Response.json({ portal: 'ecp' }) });
    setSession(sessionOf(['leader']));
    const router = renderAt('/');
    await waitFor(() => expect(pathOf(router)).toBe('/ecp'));
  });

  it.each(['/', '/portal-choice', '/ecp', '/ecp/user-profile/1'])(
    'sends a one-portal user from %s to field work, whatever was remembered',
    async (path) => {
      setSession(sessionOf(['supervisor']));
      stubFieldWorkOnly({
        'GET /svc/main/settings/my_portal/': () => Response.json({ portal: 'ecp' }),
      });
      const router = renderAt(path);
      await waitFor(() => expect(pathOf(router)).toBe('/sfa'));
      expect(await screen.findByRole('heading', { name: 'Главная' })).toBeInstanceOf(HTMLElement);
      // Nothing to switch to: the header offers no chooser.
      expect(screen.queryByRole('link', { name: 'Сменить портал' })).toBeNull();
    },
  );

  it('offers a two-portal user the switch in the header', async () => {
    setSession(sessionOf(['analyst']));
    renderAt('/sfa');
    expect(await screen.findByRole('link', { name: 'Сменить портал' })).toBeInstanceOf(HTMLElement);
  });
});

describe('portal chooser', () => {
  it('offers the field-work portal and the communication portal, and remembers the choice', async () => {
    const fetchMock = stubServices({
      'PUT /svc/main/settings/my_portal/': () => Response.json({ portal: 'ecp' }),
    });
    setSession(sessionOf(['analyst']));
    const router = renderAt('/portal-choice');
    expect(await screen.findByRole('heading', { name: 'Выберите портал' })).toBeInstanceOf(
      HTMLElement,
    );
    expect(screen.getByRole('link', { name: 'Портал полевой работы' }).getAttribute('href')).toBe(
      '/sfa',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Единый портал коммуникаций' }));
    await waitFor(() => expect(pathOf(router)).toBe('/ecp'));
    expect(
      await screen.findByText('Это единый портал коммуникаций. Его разделы появятся здесь.'),
    ).toBeInstanceOf(HTMLElement);
    expect(sentBody(fetchMock, '/settings/my_portal/')).toEqual({ portal: 'ecp' });
    // The next `/` of this session already lands there.
    expect(router.queryClient.getQueryData(myPortalKeys.all)).toEqual({ portal: 'ecp' });
  });

  it('is for signed-in users only', async () => {
    const router = renderAt('/portal-choice');
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/portal-choice' });
  });
});

describe('field-only roles', () => {
  it.each(['/sfa', '/portal-choice', '/ecp', '/sfa/user-profile/1', '/no-such-page'])(
    'get the access-denied page instead of %s',
    async (path) => {
      setSession(sessionOf(['merchandiser', 'stompy']));
      const router = renderAt(path);
      await waitFor(() => expect(pathOf(router)).toBe('/access-denied'));
      expect(await screen.findByText('У вас нет доступа к порталу.')).toBeInstanceOf(HTMLElement);
    },
  );

  it('can leave the access-denied page', async () => {
    stubServices({
      'POST /svc/auth/api/v1/auth/logout/': () => new Response(null, { status: 204 }),
    });
    setSession(sessionOf(['trial_crowd']));
    const router = renderAt('/access-denied');
    fireEvent.click(await screen.findByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect(getSession()).toBeNull();
  });

  it('is not where a portal user goes', async () => {
    setSession(sessionOf(['client']));
    const router = renderAt('/access-denied');
    await waitFor(() => expect(pathOf(router)).toBe('/sfa'));
  });
});

describe('a session that can no longer be renewed', () => {
  it('is dropped, so nothing of its user stays behind the login page', async () => {
    setSession({
      ...sessionOf(['analyst']),
      accessExpiresAt: '2020-01-01T00:00:00Z',
      refreshExpiresAt: '2020-01-02T00:00:00Z',
    });
    const router = renderAt('/sfa');
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/sfa' });
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('sfa.session')).toBeNull();
  });
});
