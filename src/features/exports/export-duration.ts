import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

/** How long an export took: '0,4 с', '12 с', '3 мин 5 с'; a dash while it runs. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 10_000) {
    const seconds = i18n.number(ms / 1000, { maximumFractionDigits: 1 });
    return t`${seconds} с`;
  }
  const total = Math.round(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return minutes ? t`${minutes} мин ${seconds} с` : t`${seconds} с`;
}
