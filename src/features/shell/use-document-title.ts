import { useLingui } from '@lingui/react/macro';
import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * The browser tab's title: the deepest matched route's `staticData.title` followed by the
 * portal's name ("Лента — SFA Портал"), or the portal's name alone.
 */
export function useDocumentTitle(inEcp: boolean): void {
  const { t, i18n } = useLingui();
  const title = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData?.title)?.staticData.title,
  });
  const portal = inEcp ? t`Единый портал коммуникаций` : t`SFA Портал`;
  const screen = title ? i18n._(title) : undefined;

  useEffect(() => {
    document.title = screen ? t`${screen} — ${portal}` : portal;
  }, [screen, portal, t]);

  // Signed out, the tab goes back to the name the page starts with (index.html).
  useEffect(
    () => () => {
      document.title = t`SFA Портал`;
    },
    [t],
  );
}
