import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedKeys, visitKeys } from '#src/api/visits/query-keys';
import type { VisitScheduleCreate, VisitSchedulePatch } from '#src/contracts/visit-schedule';
import { scheduleKeys } from '../query-keys';
import {
  createScheduledVisit,
  deleteScheduledVisit,
  updateScheduledVisit,
} from './api/save-scheduled-visit';

/**
 * Plan, move and remove; each refreshes the schedule and the visits' other lists (the feed and
 * a visit's details show the same rows).
 */
export function useScheduleMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
      queryClient.invalidateQueries({ queryKey: feedKeys.all }),
      queryClient.invalidateQueries({ queryKey: visitKeys.all }),
    ]);
  const create = useMutation({
    mutationFn: (body: VisitScheduleCreate) => createScheduledVisit(body),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: VisitSchedulePatch }) =>
      updateScheduledVisit(id, body),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteScheduledVisit(id),
    onSuccess: refresh,
  });
  return { create, update, remove };
}
