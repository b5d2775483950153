import { describe, expect, it } from 'vitest';
import type { VisitDetails } from '#src/contracts/visits';
import { withUpdate } from './use-visit-mutations';

const visit: VisitDetails = {
  id: 7,
  number: '1007',
  status: 'in_progress',
  visit_type: 'visit',
  visit_date: '2026-11-21',
  planned_start: '2026-11-21T06:00:00.000Z',
  planned_end: '2026-11-21T07:00:00.000Z',
  started_at: '2026-11-21T06:05:00.000Z',
  finished_at: null,
  duration: null,
  photo_count: 2,
  has_saved_data: true,
  allow_without_geo: false,
  is_checked: false,
  is_restored: false,
  external_code: null,
  comment: null,
  project: { id: 1, name: 'Проект' },
  outlet: { id: 3, name: 'Магнит', address: 'Москва', lat: 55.75, lon: 37.62 },
  user: null,
  manager: null,
  geo: { start_lat: 55.76, start_lon: 37.62, distance: 1112, allowed_distance: 500 },
  steps: [
    {
      id: 1,
      name: 'Шаг',
      questionnaire: { id: 1, name: 'Анкета' },
      questions: [],
    },
  ],
  actions: {
    can_complete: true,
    can_reset_to_new: true,
    can_delete: false,
    can_toggle_geo: true,
    can_schedule_joint_tour: true,
  },
  photo_upload: { max_side: 1600, quality: 0.8 },
};
const answer = {
  id: 7,
  number: '1007',
  visit_type: 'visit' as const,
  allow_without_geo: false,
};

describe('the visit after a change', () => {
  it('drops the executor’s results and start after a reset to New', () => {
    const next = withUpdate(visit, {
      ...answer,
      status: 'new',
      has_saved_data: false,
      photo_count: 0,
    });
    expect(next).toMatchObject({ status: 'new', steps: [], started_at: null, photo_count: 0 });
    expect(next.geo.distance).toBeNull();
    // Completed stays offered: the server answers why it cannot be done now.
    expect(next.actions).toMatchObject({ can_reset_to_new: false, can_complete: true });
  });

  it('keeps the results when completed and stops offering Completed again', () => {
    const next = withUpdate(visit, {
      ...answer,
      status: 'completed',
      has_saved_data: true,
      photo_count: 2,
    });
    expect(next.steps).toHaveLength(1);
    expect(next.actions).toMatchObject({ can_complete: false, can_reset_to_new: true });
  });
});
