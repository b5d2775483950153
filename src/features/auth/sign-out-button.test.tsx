import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from '#src/api/session';
import { registerLogoutGuard } from '#src/api/sign-out';
import { activateDefaultLocale } from '#src/lib/i18n';
import { setRuntimeConfig } from '#src/lib/runtime-config';
import {
  pathOf,
  renderAt,
  sessionOf,
  stubServices,
  testConfig,
} from '#src/test-support/render-app';

beforeAll(() => {
  activateDefaultLocale();
  setRuntimeConfig(testConfig);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sign-out with unsent offline items', () => {
  it('asks first, naming the count; staying keeps the session, confirming signs out', async () => {
    stubServices({
      'POST /svc/auth/api/v1/auth/logout/': () => new Response(null, { status: 204 }),
    });
    const unregister = registerLogoutGuard(() => 4);
    setSession(sessionOf(['supervisor']));
    const router = renderAt('/sfa');

    fireEvent.click(await screen.findByRole('button', { name: 'Выйти' }));
    expect(
      await screen.findByText(
        'На устройстве 4 неотправленные записи. После выхода они будут потеряны.',
      ),
    ).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Остаться' }));
    expect(getSession()).not.toBeNull();
    expect(pathOf(router)).toBe('/sfa');

    fireEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Выйти и потерять данные' }));
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect(getSession()).toBeNull();
    unregister();
  });
});
