import type * as z from 'zod/mini';
import { defineCallAddress } from './calls';
import type {
  checkListFilterSchema,
  checkListListSchema,
  checkListParamFilterSchema,
  checkListParamListSchema,
  checkOutletFilterSchema,
  checkOutletListSchema,
  checkResultFilterSchema,
  checkResultListSchema,
  checkVisitFilterSchema,
  checkVisitListSchema,
} from './checker';

export const CHECKER = { right: 'checker_screen' } as const;

/**
 * The checker screens' calls, without their schemas: route loaders in the start chunk make them, and a value
 * import of contracts/checker.ts would bring the schema library into it (the sign-in page's
 * budget). The contract module adds the schemas (`withSchemas`), which the server registers.
 */
export const checkerAddresses = {
  checkLists: defineCallAddress<
    z.input<typeof checkListFilterSchema>,
    z.output<typeof checkListListSchema>
  >()({
    service: 'checker',
    route: 'POST /api/v1/check_list_logic/list/',
    permission: CHECKER,
    summary: "Check lists that apply: a visit's (its project and check type) or projects'",
  }),
  checkListParams: defineCallAddress<
    z.input<typeof checkListParamFilterSchema>,
    z.output<typeof checkListParamListSchema>
  >()({
    service: 'checker',
    route: 'POST /api/v1/check_list_param/list/',
    permission: CHECKER,
    summary: "A check list's params, flat with parent_id (the portal nests them)",
  }),
  checkResults: defineCallAddress<
    z.input<typeof checkResultFilterSchema>,
    z.output<typeof checkResultListSchema>
  >()({
    service: 'checker',
    route: 'POST /api/v1/check_list_result/list/',
    permission: CHECKER,
    summary: 'Check results, newest first, with answers and the checker',
  }),
  checkVisits: defineCallAddress<
    z.input<typeof checkVisitFilterSchema>,
    z.output<typeof checkVisitListSchema>
  >()({
    service: 'checker',
    route: 'POST /api/v1/visits/list/',
    permission: CHECKER,
    summary: 'Completed visits to check, newest first (default: today)',
  }),
  checkOutlets: defineCallAddress<
    z.input<typeof checkOutletFilterSchema>,
    z.output<typeof checkOutletListSchema>
  >()({
    service: 'checker',
    route: 'POST /api/v1/visits/project_outlet_filter/',
    permission: CHECKER,
    summary: "The selected projects' outlets by name, for the checker screen's filter",
  }),
};
