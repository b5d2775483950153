/**
 * Field texts the contracts and the server answer with, in a schema-free module: the portal's
 * form helper recognises them without bringing zod onto the login page.
 */

/** Spec section 5. The portal shows it translated (src/lib/validation-messages.ts). */
export const REQUIRED_FIELD = 'Поле обязательно для заполнения';
