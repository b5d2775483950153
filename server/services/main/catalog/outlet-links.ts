import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { listRows } from '#server/crud/read-rows';
import type { Database } from '#server/db/client';
import { project_outlets as po } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import {
  MAX_LINKED_AT_ONCE,
  OUTLET_LINK_MESSAGES,
  type OutletLinkFilter,
} from '#src/contracts/catalog/outlet-links';
import { projectOutletsResource } from './project-outlets';

/** Names a refusal shows before 'и ещё N'. */
const NAMED = 10;

/** 'A, B, C' or 'A, B, … и ещё 12': the outlets a refusal is about. */
function namesOf(names: readonly string[]): string {
  const shown = names.slice(0, NAMED).join(', ');
  return names.length > NAMED ? `${shown} и ещё ${names.length - NAMED}` : shown;
}

/**
 * What links project outlets to an owner of a project (a planogram, a questionnaire): the link
 * table with its owner and outlet columns, the owners' table, and the owner's refusals.
 */
export interface OutletLinkOwner {
  links: PgTable;
  linkOwner: PgColumn;
  linkOutlet: PgColumn;
  owners: PgTable;
  ownerId: PgColumn;
  ownerProject: PgColumn;
  messages: { notFound: string; alreadyLinked: string; notInProject: string };
}

/** The targets of a link: the named outlets or all matching the outlets list's filter. */
export interface OutletLinkTargets {
  project_outlet_ids?: number[];
  filter?: OutletLinkFilter;
}

/** A link to insert: the outlet and the link's own values (a validity period). */
export interface NewOutletLink {
  outlet: number;
  values?: Record<string, unknown>;
}

/** Links of project outlets to one kind of owner, all or nothing (decision 032). */
export function outletLinks(owner: OutletLinkOwner) {
  const { messages } = owner;

  /** The owner, when its project is one where the caller may change it; else 404. */
  async function ownOwner(db: Database, id: number, permitted: readonly number[]) {
    const [row] = permitted.length
      ? await db
          .select({ id: owner.ownerId, projectId: owner.ownerProject })
          .from(owner.owners)
          .where(and(eq(owner.ownerId, id), inArray(owner.ownerProject, [...permitted])))
      : [];
    if (!row) throw new ApiError(404, messages.notFound);
    return row as { id: number; projectId: number };
  }

  /** The named project outlets, all of the owner's project; 400 naming the ids otherwise. */
  async function namedOutlets(db: Database, projectId: number, ids: readonly number[]) {
    const unique = [...new Set(ids)];
    const rows = await db
      .select({ id: po.id, name: po.name, projectId: po.project_id })
      .from(po)
      .where(inArray(po.id, unique));
    const own = rows.filter((row) => row.projectId === projectId);
    if (own.length < unique.length) {
      const found = new Set(own.map((row) => row.id));
      const foreign = unique.filter((id) => !found.has(id)).map(String);
      const message = `${messages.notInProject}: ${namesOf(foreign)}`;
      throw new ApiError(400, message, [{ field: 'project_outlet_ids', message }]);
    }
    return own;
  }

  /** The project's outlets matching the outlets list's filter. */
  async function matchingOutlets(db: Database, projectId: number, filter: OutletLinkFilter) {
    const page = await listRows(
      db,
      projectOutletsResource,
      { ...filter, limit: MAX_LINKED_AT_ONCE + 1, offset: 0 },
      [projectId],
    );
    if (page.items.length === 0) {
      throw new ApiError(400, OUTLET_LINK_MESSAGES.nothingMatches, [
        { field: 'filter', message: OUTLET_LINK_MESSAGES.nothingMatches },
      ]);
    }
    if (page.items.length > MAX_LINKED_AT_ONCE) {
      throw new ApiError(400, OUTLET_LINK_MESSAGES.tooManyOutlets, [
        { field: 'filter', message: OUTLET_LINK_MESSAGES.tooManyOutlets },
      ]);
    }
    return page.items.map((row) => ({ id: row.id as number, name: row.name as string }));
  }

  /** 409 naming the outlets that have the owner already (spec section 8). */
  function alreadyLinked(names: readonly string[]): ApiError {
    const message = names.length
      ? `${messages.alreadyLinked}: ${namesOf(names)}`
      : messages.alreadyLinked;
    return new ApiError(409, message, [{ field: 'project_outlet_ids', message }]);
  }

  /** The names of the outlets among `outletIds` linked to the owner already, by name. */
  async function linkedNames(db: Database, ownerId: number, outletIds: readonly number[]) {
    const rows = await db
      .select({ name: po.name })
      .from(owner.links)
      .innerJoin(po, eq(po.id, owner.linkOutlet))
      .where(and(eq(owner.linkOwner, ownerId), inArray(owner.linkOutlet, [...outletIds])))
      .orderBy(asc(po.name), asc(po.id));
    return rows.map((row) => row.name);
  }

  /** The outlets among `outletIds` linked to the owner already. */
  async function linkedOutlets(db: Database, ownerId: number, outletIds: readonly number[]) {
    if (outletIds.length === 0) return new Set<number>();
    const rows = await db
      .select({ outlet: owner.linkOutlet })
      .from(owner.links)
      .where(and(eq(owner.linkOwner, ownerId), inArray(owner.linkOutlet, [...outletIds])));
    return new Set(rows.map((row) => row.outlet as number));
  }

  /**
   * Links the outlets (of the owner's project) not linked yet, leaving those linked as they are
   * (an import naming a link twice changes nothing): the outlets it linked.
   */
  async function linkNew(
    db: Database,
    ownerId: number,
    entries: readonly NewOutletLink[],
  ): Promise<Set<number>> {
    const byOutlet = new Map(entries.map((entry) => [entry.outlet, entry]));
    if (byOutlet.size === 0) return new Set();
    const inserted = await db
      .insert(owner.links)
      .values(
        [...byOutlet.values()].map((entry) => ({
          ...entry.values,
          [owner.linkOwner.name]: ownerId,
          [owner.linkOutlet.name]: entry.outlet,
        })),
      )
      .onConflictDoNothing()
      .returning({ outlet: owner.linkOutlet });
    return new Set(inserted.map((row) => row.outlet as number));
  }

  /**
   * Outlets get an owner of the permitted projects: the named ones or all matching the outlets
   * list's filter, all of the owner's project. Refused as a whole (409) when one of them has it
   * already. Answers how many were linked.
   */
  async function link(
    db: Database,
    ownerId: number,
    targets: OutletLinkTargets,
    permitted: readonly number[],
  ): Promise<{ linked: number }> {
    const found = await ownOwner(db, ownerId, permitted);
    const outlets = targets.filter
      ? await matchingOutlets(db, found.projectId, targets.filter)
      : await namedOutlets(db, found.projectId, targets.project_outlet_ids ?? []);
    const ids = outlets.map((outlet) => outlet.id);
    const linked = await db.transaction(async (tx) => {
      const existing = await linkedNames(tx, found.id, ids);
      if (existing.length) throw alreadyLinked(existing);
      const inserted = await linkNew(
        tx,
        found.id,
        ids.map((outlet) => ({ outlet })),
      );
      // Linked meanwhile by someone else: all or nothing still.
      if (inserted.size < ids.length) throw alreadyLinked([]);
      return inserted.size;
    });
    return { linked };
  }

  /** Removes the owner's links `which` picks (all of them without it): how many. */
  async function unlink(
    db: Database,
    ownerId: number,
    permitted: readonly number[],
    which?: SQL,
  ): Promise<{ unlinked: number }> {
    const found = await ownOwner(db, ownerId, permitted);
    const removed = await db
      .delete(owner.links)
      .where(and(eq(owner.linkOwner, found.id), which))
      .returning({ outlet: owner.linkOutlet });
    return { unlinked: removed.length };
  }

  /** The named outlets, all of the owner's project (400 naming the others), lose the owner. */
  async function unlinkOutlets(
    db: Database,
    ownerId: number,
    outletIds: readonly number[],
    permitted: readonly number[],
  ): Promise<{ unlinked: number }> {
    const found = await ownOwner(db, ownerId, permitted);
    const own = await namedOutlets(db, found.projectId, outletIds);
    const ids = own.map((outlet) => outlet.id);
    return unlink(db, found.id, permitted, inArray(owner.linkOutlet, ids));
  }

  return { link, unlink, unlinkOutlets, linkNew, linkedOutlets };
}
