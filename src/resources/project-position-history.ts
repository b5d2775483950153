import { msg } from '@lingui/core/macro';
import {
  projectPositionHistoryListRequestSchema,
  projectPositionHistoryPatchSchema,
  projectPositionHistorySchema,
} from '#src/contracts/catalog/project-positions';
import { formatDate } from '#src/lib/dates';
import { defineResource } from './define-resource';

/** The 'history' tab's rows: who held a seat and when; edited in place, never created here. */
export const projectPositionHistoryResource = defineResource({
  name: 'project_position_history',
  service: 'main',
  paths: {
    list: 'POST /project_position_history/list/',
    patch: '/project_position_history/{id}/',
    delete: '/project_position_history/{id}/',
  },
  contract: {
    row: projectPositionHistorySchema,
    list: projectPositionHistoryListRequestSchema,
    patch: projectPositionHistoryPatchSchema,
  },
  label: { one: msg`Период`, many: msg`История` },
  permission: { area: 'project_positions' },
  sort: '-start_date',
  title: (row) =>
    `${row.user_name ?? row.user_id}: ${formatDate(row.start_date)} — ${formatDate(row.end_date)}`,
  columns: [],
});
