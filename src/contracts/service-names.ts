/**
 * The ten back-end services of the spec; each has its own base URL in the runtime config.
 * Schema-free on purpose: the portal's entry chunk needs the names, and must not pull zod in.
 */
export const serviceNames = [
  'auth',
  'main',
  'files',
  'import',
  'export',
  'crowd',
  'checker',
  'address',
  'integration',
  'notifications',
] as const;

export type ServiceName = (typeof serviceNames)[number];
