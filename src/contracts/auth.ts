import * as z from 'zod/mini';

/** Spec section 5. */
export const PASSWORD_MIN_LENGTH = 6;

/** POST {auth}/api/v1/auth/login/ — also needs the X-Api-Key and X-Captcha-Token headers. */
export const loginRequestSchema = z.object({
  login: z.string().check(z.trim(), z.minLength(1)),
  password: z.string().check(z.minLength(PASSWORD_MIN_LENGTH)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const authTokenSchema = z.object({
  token: z.string().check(z.minLength(1)),
  /** ISO 8601 instant. */
  expires_at: z.string(),
});

/** The signed-in user as the auth reply carries it; more fields follow with the users work. */
export const authUserSchema = z.looseObject({
  id: z.int(),
  last_name: z.string(),
  first_name: z.string(),
  patronymic_name: z.nullish(z.string()),
  roles: z.array(z.looseObject({ sys_name: z.string() })),
});

/** Reply of login, SMS login and refresh (spec section 3, "Auth response"). */
export const authResponseSchema = z.object({
  tokens: z.object({ access: authTokenSchema, refresh: authTokenSchema }),
  user: authUserSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;
