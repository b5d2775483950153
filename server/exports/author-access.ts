import type { Caller } from '#server/access/caller';
import { callerAccess, type RequestAccess } from '#server/access/permissions-request';
import { allows } from '#server/access/route-permission';
import type { Database } from '#server/db/client';
import { EXPORT_MESSAGES } from '#src/contracts/exports';
import type { ExportKindDefinition } from './kind';

/** The projects an export's filter names, as the list call names them; undefined: none. */
export function filterProjectIds(filter: Record<string, unknown>): number[] | undefined {
  const ids = [filter.project_ids, filter.project_id]
    .flat()
    .filter((id): id is number => typeof id === 'number');
  return ids.length > 0 ? ids : undefined;
}

/**
 * The access an export runs with: its author's, in the projects its filter names, for the list
 * call's permission, as a request of that call would have it. When asked and again when the
 * job runs, so access taken away meanwhile stops it. A string: why the author may not.
 */
export async function exportAccess(
  db: Database,
  author: Caller,
  kind: ExportKindDefinition,
  filter: Record<string, unknown>,
): Promise<RequestAccess | string> {
  if (author.status !== 'active') return EXPORT_MESSAGES.authorGone;
  const named = filterProjectIds(filter);
  const own = new Set(author.projectIds);
  if (named?.some((id) => !own.has(id))) return kind.deniedMessage ?? EXPORT_MESSAGES.denied;
  const access = await callerAccess(db, author, named, kind.permission);
  if (!allows(kind.permission, access) || kind.refuses?.(access, filter)) {
    return kind.deniedMessage ?? EXPORT_MESSAGES.denied;
  }
  return access;
}
