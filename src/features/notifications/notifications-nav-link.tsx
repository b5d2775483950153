import { useLingui } from '@lingui/react/macro';
import { Badge, NavLink, type NavLinkProps, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { createLink, useLocation } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { useCan } from '#src/access/use-can';
import { useUnviewedCount } from './use-unviewed-count';

type MantineNavLinkProps = NavLinkProps &
  AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

const RouterNavLink = createLink((props: MantineNavLinkProps) => (
  <NavLink component="a" {...props} />
));

/**
 * The side menu's notifications entry with the unread count (spec section 2), polled every 5 s.
 * Hidden, and nothing polled, without the user_notifications permission. `collapsed`: the icon
 * only (the menu's narrow state), the count as a dot-sized badge on it.
 */
export function NotificationsNavLink({ collapsed = false }: { collapsed?: boolean }) {
  const { t } = useLingui();
  const allowed = useCan('user_notifications', 'read');
  const count = useUnviewedCount(allowed);
  const active = useLocation({ select: (location) => location.pathname === '/notifications' });
  if (!allowed) return null;

  const label = t`Уведомления`;
  const unread = count ? t`Непрочитанных уведомлений: ${count}` : undefined;
  const badge = count ? (
    <Badge size="sm" color="red" circle={count < 10} aria-label={unread} data-unread-count={count}>
      {count > 99 ? '99+' : count}
    </Badge>
  ) : null;

  const link = (
    <RouterNavLink
      to="/notifications"
      preload="intent"
      active={active}
      label={collapsed ? undefined : label}
      aria-label={collapsed ? [label, unread].filter(Boolean).join('. ') : undefined}
      leftSection={<IconBell size={18} stroke={1.75} />}
      rightSection={badge}
    />
  );
  return collapsed ? (
    <Tooltip label={label} position="right">
      {link}
    </Tooltip>
  ) : (
    link
  );
}
