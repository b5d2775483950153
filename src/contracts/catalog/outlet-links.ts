import * as z from 'zod/mini';
import { idListSchema } from '../list';
import { requiredText } from './catalog-list';

/** What refuses a link of outlets to anything that names them (a planogram, a questionnaire). */
export const OUTLET_LINK_MESSAGES = {
  noOutlets: 'Не выбрано ни одной точки',
  nothingMatches: 'Под фильтр не попала ни одна точка',
  tooManyOutlets: 'Слишком много точек за один раз: уточните фильтр',
} as const;

/** At most this many outlets are linked in one request ('all matching the filter'). */
export const MAX_LINKED_AT_ONCE = 5000;

/** The project outlets' filter a link of 'all the outlets matching' takes (the outlets list's). */
const outletLinkFilterSchema = z.strictObject({
  city_ids: z.optional(idListSchema),
  project_retail_ids: z.optional(idListSchema),
  branch_ids: z.optional(idListSchema),
  territory_ids: z.optional(idListSchema),
  search: z.optional(requiredText(200)),
});
export type OutletLinkFilter = z.input<typeof outletLinkFilterSchema>;

/** The outlets a link names: by id or by the filter, one of the two. */
export const outletLinkTargets = {
  project_outlet_ids: z.optional(idListSchema),
  filter: z.optional(outletLinkFilterSchema),
};

export const oneOfIdsOrFilter = z.refine<{ project_outlet_ids?: number[]; filter?: object }>(
  (value) => Boolean(value.project_outlet_ids?.length) !== Boolean(value.filter),
  { message: OUTLET_LINK_MESSAGES.noOutlets, path: ['project_outlet_ids'] },
);
