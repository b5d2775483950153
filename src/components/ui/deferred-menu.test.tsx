import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredMenu } from './deferred-menu';

// Mantine's Menu itself is exercised by the browser tests (the list toolbars' menus); here,
// when DeferredMenu mounts it and how.
const menu = vi.hoisted(() => ({ mounts: [] as Array<boolean | undefined> }));
vi.mock('@mantine/core', () => {
  const Menu = ({ defaultOpened, children }: { defaultOpened?: boolean; children: ReactNode }) => {
    menu.mounts.push(defaultOpened);
    return <div data-testid="menu">{children}</div>;
  };
  Menu.Target = ({ children }: { children: ReactNode }) => children;
  return { Menu };
});

afterEach(() => {
  cleanup();
  menu.mounts.length = 0;
});

describe('DeferredMenu', () => {
  it('shows only its button, as a closed menu button, until first clicked; then mounts the menu open', () => {
    render(
      <DeferredMenu position="bottom-end" target={<button type="button">Выгрузить</button>}>
        <p>В CSV</p>
      </DeferredMenu>,
    );
    const button = screen.getByRole('button', { name: 'Выгрузить' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('menu')).toBeNull();
    expect(screen.queryByText('В CSV')).toBeNull();

    act(() => button.click());

    expect(menu.mounts).toEqual([true]);
    const opened = screen.getByTestId('menu');
    expect(opened.textContent).toContain('В CSV');
    // The same button, now the menu's target.
    expect(opened.contains(screen.getByRole('button', { name: 'Выгрузить' }))).toBe(true);
  });
});
