import { Trans } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { getSessionUser, subscribeSession } from '#src/api/session';
import { AnchorLink } from '#src/components/ui/anchor-link';

/**
 * The signed-in user in the header: their profile in the current portal and the chooser. The
 * exit button is the shell's (in the side menu, or here in the header where there is no menu).
 */
export function AccountMenu() {
  const user = useSyncExternalStore(subscribeSession, getSessionUser);
  const inEcp = useLocation({ select: (location) => location.pathname.startsWith('/ecp') });
  if (!user) return null;
  const name = [user.last_name, user.first_name].filter(Boolean).join(' ');
  const userId = String(user.id);

  return (
    <Group gap="md" wrap="nowrap">
      {inEcp ? (
        <AnchorLink to="/ecp/user-profile/$userId" params={{ userId }} c="white">
          {name}
        </AnchorLink>
      ) : (
        <AnchorLink to="/sfa/user-profile/$userId" params={{ userId }} c="white">
          {name}
        </AnchorLink>
      )}
      <AnchorLink to="/portal-choice" c="gray.4" size="sm" visibleFrom="sm">
        <Trans>Сменить портал</Trans>
      </AnchorLink>
    </Group>
  );
}
