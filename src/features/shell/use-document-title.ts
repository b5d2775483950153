import { useLingui } from '@lingui/react/macro';
import { useLocation, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * The browser tab's title, for every page (the root route calls it): the deepest matched route's
 * `staticData.title` followed by the portal's name ("Лента визитов — SFA Портал"), or the
 * portal's name alone while a redirect is under way.
 */
export function useDocumentTitle(): void {
  const { t, i18n } = useLingui();
  const title = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData?.title)?.staticData.title,
  });
  const inEcp = useLocation({ select: (location) => location.pathname.startsWith('/ecp') });
  const portal = inEcp ? t`Единый портал коммуникаций` : t`SFA Портал`;
  const screen = title ? i18n._(title) : undefined;

  useEffect(() => {
    document.title = screen ? t`${screen} — ${portal}` : portal;
  }, [screen, portal, t]);
}
