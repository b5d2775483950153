import { t } from '@lingui/core/macro';

/**
 * A visit's duration from its seconds: "1 ч 05 мин", "42 мин", "< 1 мин"; a dash when unknown.
 * Abbreviated units take no plural forms.
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || seconds < 0) return '—';
  const minutes = Math.floor(seconds / 60);
  if (minutes === 0) return t`< 1 мин`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t`${rest} мин`;
  const padded = String(rest).padStart(2, '0');
  return t`${hours} ч ${padded} мин`;
}

/** Metres, grouped by thousands with a narrow space: "1 112 м"; a dash when unknown. */
export function formatDistance(metres: number | null | undefined): string {
  if (metres === null || metres === undefined || !Number.isFinite(metres)) return '—';
  const whole = Math.round(metres);
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return t`${grouped} м`;
}

/** The start was farther from the outlet than the project allows. */
export function isTooFar(distance: number | null, allowed: number | null): boolean {
  return distance !== null && allowed !== null && distance > allowed;
}
