import { inArray } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database } from '#server/db/client';
import { planogram_outlets as links, planograms } from '#server/db/schema/index';
import {
  PLANOGRAM_MESSAGES,
  type planogramLinkRequestSchema,
  type planogramUnlinkRequestSchema,
} from '#src/contracts/catalog/planograms';
import { outletLinks } from './outlet-links';

const planogramLinks = outletLinks({
  links,
  linkOwner: links.planogram_id,
  linkOutlet: links.project_outlet_id,
  owners: planograms,
  ownerId: planograms.id,
  ownerProject: planograms.project_id,
  messages: {
    notFound: PLANOGRAM_MESSAGES.planogramNotFound,
    alreadyLinked: PLANOGRAM_MESSAGES.alreadyLinked,
    notInProject: PLANOGRAM_MESSAGES.notInProject,
  },
});

/**
 * Outlets of the planogram's project start following it, those that follow it already are left
 * as they are (an import naming a link twice changes nothing): the outlets it linked.
 */
export function linkNewPlanogramOutlets(
  db: Database,
  planogramId: number,
  outletIds: readonly number[],
): Promise<Set<number>> {
  return planogramLinks.linkNew(
    db,
    planogramId,
    outletIds.map((outlet) => ({ outlet })),
  );
}

/**
 * Outlets start following a planogram of the permitted projects: the named ones or all matching
 * the outlets list's filter, all of the planogram's project. Refused as a whole (409) when one
 * of them follows it already (decision 032). Answers how many were linked.
 */
export function linkPlanogramOutlets(
  db: Database,
  input: z.output<typeof planogramLinkRequestSchema>,
  permitted: readonly number[],
): Promise<{ linked: number }> {
  return planogramLinks.link(db, input.planogram_id, input, permitted);
}

/** Outlets stop following a planogram of the permitted projects: its links by id. */
export function unlinkPlanogramOutlets(
  db: Database,
  input: z.output<typeof planogramUnlinkRequestSchema>,
  permitted: readonly number[],
): Promise<{ unlinked: number }> {
  const ids = [...new Set(input.ids)];
  return planogramLinks.unlink(db, input.planogram_id, permitted, inArray(links.id, ids));
}
