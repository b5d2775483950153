import { msg } from '@lingui/core/macro';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '#src/app-providers';
import { activateDefaultLocale } from '#src/lib/i18n';
import type { ResourceColumn } from './resource-definition';

interface Product {
  id: number;
  name: string;
  article: string;
  brand: string;
}
const columns: ResourceColumn<Product>[] = [
  { key: 'name', label: msg`Название` },
  { key: 'article', label: msg`Артикул` },
  { key: 'brand', label: msg`Бренд` },
];
const rows: Product[] = [{ id: 1, name: 'Крекер', article: 'A-1', brand: 'Балтийский хруст' }];
// The table's layout key: its columns, between the places of the selection and the actions.
const TABLE = ',name,article,brand,';

beforeAll(activateDefaultLocale);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

// Each test starts the table as a new start of the portal would: the memory read afresh.
async function renderTable(screenWidth: number) {
  vi.stubGlobal('screen', { availWidth: screenWidth, availHeight: 800 });
  vi.resetModules();
  const { ResourceTable } = await import('./resource-table');
  render(
    <AppProviders>
      <ResourceTable columns={columns} rows={rows} sort={undefined} onSort={() => {}} />
    </AppProviders>,
  );
  return screen.getByTestId('resource-table');
}

describe('a table that folded before', () => {
  it('is folded from its first render where it needed more than the whole screen', async () => {
    localStorage.setItem('sfa.table-layout', JSON.stringify({ foldWidths: { [TABLE]: 900 } }));
    const table = await renderTable(412);
    expect(table.dataset.folded).toBe('true');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Название',
    ]);
  });

  it('measures first where the screen is wide enough for it', async () => {
    localStorage.setItem('sfa.table-layout', JSON.stringify({ foldWidths: { [TABLE]: 900 } }));
    const table = await renderTable(1280);
    expect(table.dataset.folded).toBeUndefined();
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  });

  it('starts unfolded when it never folded', async () => {
    const table = await renderTable(412);
    expect(table.dataset.folded).toBeUndefined();
  });
});
