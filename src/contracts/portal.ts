import * as z from 'zod/mini';
import { REQUIRED_FIELD } from './field-constants';
import { PORTALS } from './portal-constants';

export { PORTALS, type Portal } from './portal-constants';

export const PORTAL_MESSAGES = {
  unknown: 'Неизвестный портал: укажите sfa или ecp',
  unavailable: 'Этот портал вам недоступен',
} as const;

const portalSchema = z.enum(PORTALS, {
  error: (issue) => (issue.input === undefined ? REQUIRED_FIELD : PORTAL_MESSAGES.unknown),
});

/** GET {main}/settings/my_portal/ — where the caller's sign-in lands; null until they choose. */
export const myPortalSchema = z.object({ portal: z.nullable(portalSchema) });
export type MyPortal = z.infer<typeof myPortalSchema>;

/** PUT {main}/settings/my_portal/ — remembers the caller's choice, for every device. */
export const myPortalUpdateSchema = z.strictObject({ portal: portalSchema });
