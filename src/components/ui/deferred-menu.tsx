import { Menu, type MenuProps } from '@mantine/core';
import { cloneElement, type MouseEvent, type ReactElement, type ReactNode, useState } from 'react';

interface DeferredMenuProps extends Omit<MenuProps, 'children' | 'defaultOpened' | 'opened'> {
  /** The button that opens the menu. */
  target: ReactElement<{ onClick?: (event: MouseEvent) => void }>;
  /** `Menu.Dropdown` and what it holds. */
  children: ReactNode;
  /** Mount open at once: the click that asked for it has already happened. */
  startOpen?: boolean;
}

/**
 * A Mantine `Menu` mounted on its first opening. A mounted menu's positioning (floating-ui) sets
 * state as soon as its target's ref attaches, so each menu renders once more right after the
 * screen's commit, in a render React cannot slice; a list's toolbar has two. Until the first
 * click the target stands alone, announced as a menu button; the click mounts the menu open
 * (focus goes into it, and back to the button when it closes).
 */
export function DeferredMenu({
  target,
  children,
  startOpen = false,
  ...menuProps
}: DeferredMenuProps) {
  const [used, setUsed] = useState(startOpen);
  if (!used) {
    return cloneElement(target, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onClick: () => setUsed(true),
    } as Partial<typeof target.props>);
  }
  return (
    <Menu defaultOpened {...menuProps}>
      <Menu.Target>{target}</Menu.Target>
      {children}
    </Menu>
  );
}
