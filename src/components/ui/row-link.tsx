import type { ReactNode } from 'react';
import { AnchorLink } from './anchor-link';
import { OpenButtonLink } from './button-link';

/**
 * A list row's own page. Made with the router's `linkOptions`, which checks the path and its
 * parameters where the link is written; a list only opens it.
 */
export interface RowLink {
  to: string;
  params: Record<string, string>;
}

// The route was checked where the link was made (`linkOptions`); the list holds any route's.
const target = (link: RowLink) => ({ to: link.to as never, params: link.params as never });

/** The row's first cell as a link to its page, as the visit feed's rows are. */
export function RowTitleLink({ link, children }: { link: RowLink; children: ReactNode }) {
  return (
    <AnchorLink {...target(link)} size="sm">
      {children}
    </AnchorLink>
  );
}

/** The row's "Открыть" button. */
export function RowOpenLink({ link }: { link: RowLink }) {
  return <OpenButtonLink {...target(link)} />;
}
