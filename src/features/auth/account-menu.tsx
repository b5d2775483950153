import { Trans } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { permissionsQueryOptions } from '#src/access/get-my-permissions';
import { portalsOf } from '#src/access/portals';
import { getSessionUser, subscribeSession } from '#src/api/session';
import { AnchorLink } from '#src/components/ui/anchor-link';

/**
 * The signed-in user in the header: their profile in the current portal and, for users who may
 * use both portals, the chooser (which remembers the switch). The exit button is the shell's (in
 * the side menu, or here in the header where there is no menu).
 */
export function AccountMenu() {
  const user = useSyncExternalStore(subscribeSession, getSessionUser);
  const inEcp = useLocation({ select: (location) => location.pathname.startsWith('/ecp') });
  // Over all of the user's projects, like the guards: not the side menu's selection.
  const { data: access } = useQuery(permissionsQueryOptions());
  const canSwitch = access !== undefined && portalsOf(access).length > 1;
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
      {canSwitch && (
        <AnchorLink to="/portal-choice" c="gray.4" size="sm" visibleFrom="sm">
          <Trans>Сменить портал</Trans>
        </AnchorLink>
      )}
    </Group>
  );
}
