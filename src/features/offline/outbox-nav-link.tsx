import { useLingui } from '@lingui/react/macro';
import { Badge, NavLink, type NavLinkProps, Tooltip } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { createLink, useLocation } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { useAccess } from '#src/access/access-provider';
import { countRecords } from '#src/offline/outbox-snapshot';
import { useOutbox } from './use-outbox';

type MantineNavLinkProps = NavLinkProps &
  AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

const RouterNavLink = createLink((props: MantineNavLinkProps) => (
  <NavLink component="a" {...props} />
));

/**
 * The side menu's entry of the outbox with the count of unsent items: always there for checkers
 * (they work offline), for anyone else while something waits to be sent.
 */
export function OutboxNavLink({ collapsed = false }: { collapsed?: boolean }) {
  const { t } = useLingui();
  const { items } = useOutbox();
  const checker = useAccess().rights.checker_screen;
  const active = useLocation({ select: (location) => location.pathname === '/outbox' });
  const count = countRecords(items);
  if (!checker && count === 0) return null;

  const label = t`Неотправленные`;
  const pending = count ? t`Неотправленных записей: ${count}` : undefined;
  const failed = items.some((item) => item.state === 'failed');
  const badge = count ? (
    <Badge
      size="sm"
      color={failed ? 'red' : 'orange'}
      circle={count < 10}
      aria-label={pending}
      data-testid="outbox-count"
      data-count={count}
    >
      {count > 99 ? '99+' : count}
    </Badge>
  ) : null;
  const link = (
    <RouterNavLink
      to="/outbox"
      active={active}
      label={collapsed ? undefined : label}
      aria-label={collapsed ? [label, pending].filter(Boolean).join('. ') : undefined}
      leftSection={<IconCloudUpload size={18} stroke={1.75} />}
      rightSection={badge}
      data-menu-id="outbox"
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
