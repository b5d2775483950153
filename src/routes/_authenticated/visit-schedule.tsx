import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { screenTitles } from '#src/components/layout/screen-titles';
import { SchedulePage } from '#src/features/visits/schedule/schedule-page';
import { type ScheduleSearch, scheduleSearch } from '#src/features/visits/schedule/schedule-search';

// No permission guard: without the right the screen says so (spec section 6 has a message for
// the visit schedule) rather than sending the user home.
export const Route = createFileRoute('/_authenticated/visit-schedule')({
  validateSearch: scheduleSearch.validateSearch,
  staticData: { title: screenTitles.visitSchedule },
  component: function VisitScheduleRoute() {
    const navigate = Route.useNavigate();
    const onNavigate = useCallback(
      (search: ScheduleSearch) => navigate({ to: '.', search }),
      [navigate],
    );
    return <SchedulePage search={Route.useSearch()} navigate={onNavigate} />;
  },
});
