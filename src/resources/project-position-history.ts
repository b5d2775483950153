import { msg } from '@lingui/core/macro';
import { projectPositionHistoryEndpoints } from '#src/contracts/catalog/project-positions';
import { formatDate } from '#src/lib/dates';
import { defineResource } from './define-resource';

/** The 'history' tab's rows: who held a seat and when; edited in place, never created here. */
export const projectPositionHistoryResource = defineResource(projectPositionHistoryEndpoints, {
  label: { one: msg`Период` },
  title: (row) =>
    `${row.user_name ?? row.user_id}: ${formatDate(row.start_date)} — ${formatDate(row.end_date)}`,
  columns: [],
});
