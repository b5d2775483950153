import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '#src/api/session';
import { AppProviders } from '#src/app-providers';
import { activateDefaultLocale } from '#src/lib/i18n';
import { setRuntimeConfig } from '#src/lib/runtime-config';
import { renderAt, sessionOf, stubServices, testConfig } from '#src/test-support/render-app';
import { RouteError } from './route-error';

const reportError = vi.fn();
vi.mock('#src/lib/error-reporting', () => ({ reportError: (e: unknown) => reportError(e) }));

const PROJECT = 'GET /svc/main/projects/7/';
// The whole app renders (shell, guards, lazy screens): slower than one component.
const SLOW = { timeout: 5000 };

beforeAll(() => {
  activateDefaultLocale();
  setRuntimeConfig(testConfig);
});
beforeEach(() => setSession(sessionOf(['administrator'])));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  reportError.mockClear();
});

describe('a screen that cannot show its row, and the error screen of every route', () => {
  it('says a row the API does not know is not found, inside the shell, with a way home', async () => {
    stubServices({ [PROJECT]: Response.json({ detail: 'Проект не найден' }, { status: 404 }) });
    renderAt('/projects/7');
    expect(await screen.findByText('Ничего не найдено', {}, SLOW)).toBeInstanceOf(HTMLElement);
    expect(screen.getByTestId('side-menu')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: '← На главную' }).getAttribute('href')).toBe('/sfa');
    expect(reportError).not.toHaveBeenCalled();
  });

  it('treats an id in the address that is not a number as not found, asking nothing', {
    timeout: 15_000,
  }, async () => {
    const fetchMock = stubServices({});
    renderAt('/visit_feed/abc');
    expect(await screen.findByText('Ничего не найдено', {}, SLOW)).toBeInstanceOf(HTMLElement);
    expect(screen.getByTestId('side-menu')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: '← На главную' }).getAttribute('href')).toBe('/sfa');
    expect(screen.queryByText(/Something went wrong|Неверный ввод|NaN/)).toBeNull();
    const visitCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/feeds/'));
    expect(visitCalls).toEqual([]);
  });

  it('offers a retry after a failed load, which loads the screen again', async () => {
    let failing = true;
    const fetchMock = stubServices({
      [PROJECT]: () =>
        failing
          ? Response.json({ detail: 'Нет доступа' }, { status: 403 })
          : Response.json({ id: 7, name: 'Проект семь', code: 'P7', kind: 'combined' }),
    });
    const projectCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/projects/7/')).length;
    renderAt('/projects/7');
    const retry = await screen.findByRole('button', { name: 'Повторить' }, SLOW);
    expect(screen.getByTestId('side-menu')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
    const failed = projectCalls();

    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Проект семь' }, SLOW)).toBeInstanceOf(
      HTMLElement,
    );
    // The retry asks once more; the screen kept the shell meanwhile.
    expect(projectCalls()).toBe(failed + 1);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('reports a crash that is not an answer of the API', async () => {
    const crash = new Error('boom');
    const root = createRootRoute({
      component: () => {
        throw crash;
      },
    });
    const router = createRouter({
      routeTree: root,
      history: createMemoryHistory(),
      defaultErrorComponent: RouteError,
    });
    render(
      <AppProviders>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AppProviders>,
    );
    expect(await screen.findByRole('button', { name: 'Повторить' })).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(reportError).toHaveBeenCalledWith(crash));
  });
});
