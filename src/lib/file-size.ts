/** Spec section 5: upload sizes are shown in these units, 1024 apart. */
const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * `1536` → `1.5 KB`: at most `decimals` digits after the point, trailing zeros dropped, the
 * largest unit that keeps the figure at 1 or more (TB at most). Not a size: `0 Bytes`.
 */
export function formatFileSize(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${FILE_SIZE_UNITS[0]}`;
  const exponent = Math.min(
    Math.floor(Math.log(bytes) / Math.log(1024)),
    FILE_SIZE_UNITS.length - 1,
  );
  const value = bytes / 1024 ** exponent;
  const shown = exponent === 0 ? Math.round(value) : Number(value.toFixed(Math.max(0, decimals)));
  return `${shown} ${FILE_SIZE_UNITS[exponent]}`;
}
