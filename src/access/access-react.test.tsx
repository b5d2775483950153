import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyPermissions } from '#src/contracts/access';
import { AccessProvider } from './access-provider';
import { accessContext } from './can';
import { Can } from './can-component';
import { permissionsQueryOptions } from './get-my-permissions';
import { requireAdmin, requirePermission } from './route-guards';
import { useCan, useRight } from './use-can';

afterEach(cleanup);

/** A reply of my_permissions as the server would give it for these roles and permissions. */
function reply(roles: string[], permissions: MyPermissions['permissions']): MyPermissions {
  const { flags, rights } = accessContext(roles, permissions);
  return { user_id: 1, roles, project_ids: [1, 2], flags, rights, permissions };
}

function clientWith(projectIds: number[], value: MyPermissions) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(permissionsQueryOptions(projectIds).queryKey, value);
  return queryClient;
}

function Probe() {
  const create = useCan('tasks', 'create');
  const remove = useCan(['feeds', 'tasks'], 'delete');
  const admin = useRight('admin_only');
  return <p>{`create:${create} delete:${remove} admin:${admin}`}</p>;
}

function renderWith(value: MyPermissions, projectIds: number[] = []) {
  return render(
    <QueryClientProvider client={clientWith(projectIds, value)}>
      <Suspense fallback="…">
        <AccessProvider projectIds={projectIds}>
          <Probe />
          <Can area="tasks" level="create" fallback={<span>no create</span>}>
            <button type="button">create</button>
          </Can>
          <Can right="admin_only">
            <a href="/clients">clients</a>
          </Can>
        </AccessProvider>
      </Suspense>
    </QueryClientProvider>,
  );
}

describe('AccessProvider, useCan and <Can>', () => {
  it('shows what a supervisor may do in the selected projects', () => {
    renderWith(reply(['supervisor'], { tasks: 'CREATE', feeds: 'CREATE' }), [2, 1]);
    expect(screen.getByText('create:true delete:false admin:false')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('button', { name: 'create' })).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('link', { name: 'clients' })).toBeNull();
  });

  it('hides create from a reader and shows the fallback', () => {
    renderWith(reply(['leader'], { tasks: 'UPDATE' }));
    expect(screen.getByText('create:false delete:true admin:false')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('no create')).toBeInstanceOf(HTMLElement);
  });

  it('shows admin-only parts to an administrator', () => {
    renderWith(reply(['administrator'], { tasks: 'CREATE' }));
    expect(screen.getByRole('link', { name: 'clients' })).toBeInstanceOf(HTMLElement);
  });
});

describe('route guards', () => {
  const run = async (guard: ReturnType<typeof requirePermission>, value: MyPermissions) => {
    try {
      await guard({ context: { queryClient: clientWith([], value) } });
      return 'allowed';
    } catch (error) {
      if (isRedirect(error)) return error.options.to;
      throw error;
    }
  };

  it('redirects to /sfa without the permission', async () => {
    const client = reply(['client'], { feeds: 'READ' });
    expect(await run(requirePermission('feeds'), client)).toBe('allowed');
    expect(await run(requirePermission('feeds', 'update'), client)).toBe('/sfa');
    expect(await run(requirePermission('tasks'), client)).toBe('/sfa');
    expect(await run(requireAdmin(), client)).toBe('/sfa');
    expect(await run(requireAdmin(), reply(['administrator'], {}))).toBe('allowed');
  });
});
