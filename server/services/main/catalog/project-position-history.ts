import { eq, inArray } from 'drizzle-orm';
import { defineCrud } from '#server/crud/definition';
import { project_position_history as history, project_positions } from '#server/db/schema/index';
import {
  POSITION_DATE_MESSAGES,
  projectPositionHistoryEndpoints,
} from '#src/contracts/catalog/project-positions';
import { userName } from './project-positions';

/** The history tab of a project position: scoped through the position's project. */
export const projectPositionHistoryResource = defineCrud(projectPositionHistoryEndpoints, {
  table: history,
  joins: [{ table: project_positions, on: eq(project_positions.id, history.project_position_id) }],
  scope: project_positions.project_id,
  computed: { user_name: userName(history.user_id) },
  filters: {
    project_position_id: (id) => eq(history.project_position_id, id),
    user_ids: (ids) => inArray(history.user_id, ids),
  },
  checks: {
    project_position_history_dates_check: {
      field: 'start_date',
      message: POSITION_DATE_MESSAGES.startAfterEnd,
    },
  },
  search: [],
});
