// The server's rule itself, from the schema-free module (contracts/users would bring zod along).
export { normalizePhone } from '#src/contracts/auth-constants';

/** Deliberately loose: one @, something on each side, a dot in the domain, no spaces. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
