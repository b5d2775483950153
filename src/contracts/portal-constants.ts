// Schema-free: the route guards that pick where a sign-in lands run in the startup bundle.

/** Spec section 1: the field-work portal (/sfa) and the unified communication portal (/ecp). */
export const PORTALS = ['sfa', 'ecp'] as const;
export type Portal = (typeof PORTALS)[number];
