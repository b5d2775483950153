/**
 * `+7XXXXXXXXXX` from the ways Russian numbers are written (8…, 7…, +7 (…) …-…-…), or null —
 * the same rule as `normalizePhone` of contracts/users. Not imported from there: any value
 * import of that module brings its zod schemas, and zod's core is shared with the entry chunk,
 * so the login page would pay for them.
 */
export function normalizePhone(value: string): string | null {
  const match = /^(?:\+7|8|7)(\d{10})$/.exec(value.replace(/[\s()-]/g, ''));
  return match ? `+7${match[1]}` : null;
}

/** Deliberately loose: one @, something on each side, a dot in the domain, no spaces. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
