import { t } from '@lingui/core/macro';

/**
 * A file size in the largest unit that keeps it at least 1 (spec section 5: Bytes, KB, MB, GB,
 * TB), one decimal from KB on: "512 Б", "1,5 МБ".
 */
export function formatBytes(bytes: number): string {
  const units = [t`Б`, t`КБ`, t`МБ`, t`ГБ`, t`ТБ`];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 ? String(Math.round(value)) : value.toFixed(1).replace('.', ',');
  return `${shown} ${units[unit]}`;
}
