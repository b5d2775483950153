import { eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CatalogTable } from '#server/crud/definition';
import { relatedName } from '#server/crud/related-name';
import { cities, outlets, project_outlets as po, project_retails } from '#server/db/schema/index';

/**
 * The 'outlets' tab of an owner of outlet links (a planogram, a questionnaire) as a list
 * definition's parts: each link's outlet with its address, city and retail, searched and sorted
 * alike, scoped through the owner's project.
 */
export function outletLinkListParts(parts: {
  links: CatalogTable;
  linkOwner: PgColumn;
  linkOutlet: PgColumn;
  owners: PgTable;
  ownerId: PgColumn;
  ownerProject: PgColumn;
}) {
  const list = {
    table: parts.links,
    joins: [
      { table: parts.owners, on: eq(parts.ownerId, parts.linkOwner) },
      { table: po, on: eq(po.id, parts.linkOutlet) },
      { table: outlets, on: eq(outlets.id, po.outlet_id) },
    ],
    scope: parts.ownerProject,
    computed: {
      name: po.name,
      address: outlets.address,
      city_name: relatedName(cities, po.city_id),
      project_retail_name: relatedName(project_retails, po.project_retail_id),
      external_code: po.external_code,
    },
    search: [po.name, outlets.address, po.external_code],
    sort: { name: po.name, address: outlets.address, external_code: po.external_code },
  };
  /** The filter by outlets every such list takes. */
  const byOutlets = (ids: number[]) => inArray(parts.linkOutlet, ids);
  return { list, byOutlets };
}
