import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '#src/api/session';
import { activateDefaultLocale } from '#src/lib/i18n';
import { setRuntimeConfig } from '#src/lib/runtime-config';
import {
  pathOf,
  renderAt,
  sentBody,
  sessionOf,
  stubServices,
  testConfig,
} from '#src/test-support/render-app';

const profile = {
  id: 12,
  login: 'petrova',
  last_name: 'Петрова',
  first_name: 'Анна',
  patronymic_name: 'Сергеевна',
  phone: '+79001234567',
  email: 'petrova@example.ru',
  status: 'active',
  roles: [{ sys_name: 'supervisor', name: 'Супервайзер' }],
};

beforeAll(() => {
  activateDefaultLocale();
  setRuntimeConfig(testConfig);
});

beforeEach(() => {
  clearSession();
  stubServices({ 'GET /svc/auth/api/v1/users/12/': Response.json(profile) });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('user profile', () => {
  it.each(['/sfa/user-profile/12', '/ecp/user-profile/12', '/login/user-profile/12'])(
    'shows name, login, phone, email, roles and status at %s',
    async (path) => {
      setSession(sessionOf(['client']));
      const router = renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Петрова Анна Сергеевна' })).toBeInstanceOf(
        HTMLElement,
      );
      expect(pathOf(router)).toBe(path);
      for (const text of ['+79001234567', 'petrova@example.ru', 'Супервайзер', 'Активен']) {
        expect(screen.getByText(text)).toBeInstanceOf(HTMLElement);
      }
      expect(screen.getAllByText('petrova').length).toBeGreaterThan(0);
    },
  );

  it('offers editing and the photo only to the roles of spec section 6', async () => {
    setSession(sessionOf(['check_manager']));
    renderAt('/sfa/user-profile/12');
    await screen.findByRole('heading', { name: 'Петрова Анна Сергеевна' });
    expect(screen.queryByRole('button', { name: 'Редактировать' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сменить фото' })).toBeNull();
    cleanup();

    setSession(sessionOf(['supervisor']));
    renderAt('/sfa/user-profile/12');
    expect(await screen.findByRole('button', { name: 'Редактировать' })).toBeInstanceOf(
      HTMLElement,
    );
    expect(screen.queryByRole('button', { name: 'Сменить фото' })).toBeNull();
    cleanup();

    setSession(sessionOf(['director_merchandiser']));
    renderAt('/sfa/user-profile/12');
    expect(await screen.findByRole('button', { name: 'Сменить фото' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('button', { name: 'Редактировать' })).toBeInstanceOf(HTMLElement);
  });

  it('edits names, phone and email with the spec messages', async () => {
    const fetchMock = stubServices({
      'GET /svc/auth/api/v1/users/12/': Response.json(profile),
      'PATCH /svc/auth/api/v2/users/12/': Response.json(profile),
    });
    setSession(sessionOf(['administrator']));
    renderAt('/sfa/user-profile/12');
    fireEvent.click(await screen.findByRole('button', { name: 'Редактировать' }));
    const phone = await screen.findByLabelText('Телефон');
    fireEvent.change(phone, { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Неверный формат телефона')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Неверный формат email')).toBeInstanceOf(HTMLElement);

    fireEvent.change(phone, { target: { value: '8 (900) 765-43-21' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      // Only what changed; the phone as the service stores it, the cleared email as null.
      expect(sentBody(fetchMock, '/api/v2/users/12/')).toEqual({
        phone: '+79007654321',
        email: null,
      }),
    );
  });

  it('needs a session, and comes back after sign-in', async () => {
    const router = renderAt('/login/user-profile/12');
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/login/user-profile/12' });
  });
});
