import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useCallback } from 'react';
import { can } from '#src/access/can';
import { ensurePermissions } from '#src/access/route-guards';
import { screenTitles } from '#src/components/layout/screen-titles';
import { scheduleQueryOptions } from '#src/features/visits/schedule/api/list-schedule';
import { SchedulePage } from '#src/features/visits/schedule/schedule-page';
import {
  type ScheduleSearch,
  scheduleFilterOf,
  scheduleSearch,
} from '#src/features/visits/schedule/schedule-search';

// Loaded with the screen, not with the route tree (which is in the start bundle).
const ImportButton = lazy(() =>
  import('#src/features/imports/import-button').then((module) => ({
    default: module.ImportButton,
  })),
);

// No permission guard: without the right the screen says so (spec section 6 has a message for
// the visit schedule) rather than sending the user home.
export const Route = createFileRoute('/_authenticated/visit-schedule')({
  validateSearch: scheduleSearch.validateSearch,
  staticData: { title: screenTitles.visitSchedule },
  loaderDeps: ({ search }) => search,
  // The permissions only decide whether the screen reads the schedule at all.
  loader: async ({ context, deps }) => {
    if (!can(await ensurePermissions(context), 'visiting_schedule', 'read')) return;
    const filter = scheduleFilterOf(deps, context.projectIds ?? []);
    void context.queryClient.prefetchQuery(scheduleQueryOptions(filter));
  },
  component: function VisitScheduleRoute() {
    const navigate = Route.useNavigate();
    const onNavigate = useCallback(
      (search: ScheduleSearch) => navigate({ to: '.', search }),
      [navigate],
    );
    return (
      <SchedulePage
        search={Route.useSearch()}
        navigate={onNavigate}
        actions={
          <Suspense fallback={null}>
            <ImportButton kind="ROUTES_V2" />
          </Suspense>
        }
      />
    );
  },
});
