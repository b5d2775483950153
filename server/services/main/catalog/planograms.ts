import { count, eq, inArray, sql } from 'drizzle-orm';
import { defineCrud } from '#server/crud/definition';
import { relatedName } from '#server/crud/related-name';
import { files, planogram_outlets, planograms, projects, retails } from '#server/db/schema/index';
import { PLANOGRAM_MESSAGES, planogramEndpoints } from '#src/contracts/catalog/planograms';

/** Planograms of the caller's projects; the file is set by its upload, never by a write here. */
export const planogramsResource = defineCrud(planogramEndpoints, {
  table: planograms,
  scope: planograms.project_id,
  computed: {
    project_name: relatedName(projects, planograms.project_id),
    retail_name: relatedName(retails, planograms.retail_id),
    file_name: sql<
      string | null
    >`(select ${files.original_name} from ${files} where ${eq(files.id, planograms.file_id)})`,
    file_mime: sql<
      string | null
    >`(select ${files.mime} from ${files} where ${eq(files.id, planograms.file_id)})`,
    outlet_count: sql<number>`(select ${count()}::int from ${planogram_outlets} where ${eq(
      planogram_outlets.planogram_id,
      planograms.id,
    )})`,
  },
  filters: {
    types: (types) => inArray(planograms.type, types),
    retail_ids: (ids) => inArray(planograms.retail_id, ids),
    is_active: (active) => eq(planograms.is_active, active),
  },
  search: [planograms.name, planograms.description],
  checks: {
    planograms_dates_check: { field: 'start_date', message: PLANOGRAM_MESSAGES.startAfterEnd },
  },
});
