import { sql } from 'drizzle-orm';
import { visits } from '#server/db/schema/index';

/**
 * A visit's check type: the one it was checked with (`visits.check_type`), else `audit` for an
 * audit visit and `questionnaire` for every other. The list filter, the check lists that apply
 * to a visit and the list's column all read this one expression.
 */
export const visitCheckType = sql<
  'questionnaire' | 'audit' | 'audit_manager'
>`coalesce(${visits.check_type}, case when ${visits.visit_type} = 'audit' then 'audit'::check_type else 'questionnaire'::check_type end)`;
