import * as z from 'zod/mini';
import { setPasswordRequestSchema } from './auth';
import { normalizePhone, PASSWORD_MIN_LENGTH } from './auth-constants';
import { defineCall, withSchemas } from './calls';
import { defineEndpoints } from './endpoints';
import { entityPermissions } from './entity-permissions';
import { SEXES, USER_STATUSES } from './enums';
import { REQUIRED_FIELD } from './field-constants';
import { idParamsSchema, MAX_ID_LIST, textSchema } from './fields';
import { idListSchema, isoDateSchema, paginatedSchema, paginationShape } from './list';
import { userAddresses } from './users-addresses';
import { USERS_RESOURCE } from './users-constants';

/** Details and field messages of the user calls (spec sections 5 and 8). */
export const USER_MESSAGES = {
  required: REQUIRED_FIELD,
  invalidPhone: 'Неверный формат телефона',
  invalidEmail: 'Неверный формат email',
  invalidSnils: 'Неверный формат СНИЛС',
  invalidLogin: 'Логин: латинские буквы, цифры и знаки . _ - @',
  passwordTooShort: `Пароль должен содержать не менее ${PASSWORD_MIN_LENGTH} символов`,
  passwordsDiffer: 'Пароли не совпадают',
  notChanged: 'Данные не были изменены',
  loginTaken: 'Пользователь с таким логином уже существует',
  phoneTaken: 'Пользователь с таким телефоном уже существует',
  notFound: 'Пользователь не найден',
  unknownRoles: 'Роли не найдены',
  wrongOldPassword: 'Неверный текущий пароль',
  forbidden: 'Недостаточно прав',
  passwordChangedTitle: 'Пароль изменён',
  passwordChangedByOther:
    'Ваш пароль изменил другой пользователь. Если это были не вы, обратитесь к администратору.',
  phoneChangedTitle: 'Телефон изменён',
  phoneChangedByOther:
    'Ваш телефон для входа изменил другой пользователь. Если это были не вы, обратитесь к администратору.',
} as const;

export { normalizePhone };

/** SNILS: eleven digits whose last two are the Pension Fund's check number. */
function isValidSnils(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const body = digits.slice(0, 9);
  // Numbers up to 001-001-998 were issued before the check number existed.
  if (Number(body) <= 1_001_998) return true;
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (9 - i), 0);
  return Number(digits.slice(9)) === (sum % 101) % 100;
}

/** `XXX-XXX-XXX YY`, the way SNILS is stored and shown. */
function formatSnils(value: string): string {
  const d = value.replace(/[\s-]/g, '');
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6, 9)} ${d.slice(9)}`;
}

const requiredText = textSchema({ min: 1, max: 200 });
const optionalText = z.optional(z.nullable(textSchema({ max: 200 })));
/** A password is taken as typed; the bound only keeps hashing cheap. */
const PASSWORD_MAX_LENGTH = 1000;

const phoneSchema = z.pipe(
  z.string().check(
    z.maxLength(50),
    z.refine((v) => normalizePhone(v) !== null, USER_MESSAGES.invalidPhone),
  ),
  z.transform((value: string) => normalizePhone(value) ?? value),
);
const snilsSchema = z.pipe(
  z.string().check(z.maxLength(50), z.refine(isValidSnils, USER_MESSAGES.invalidSnils)),
  z.transform(formatSnils),
);
const emailSchema = z.email({ error: USER_MESSAGES.invalidEmail }).check(z.maxLength(254));
const loginSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, USER_MESSAGES.required),
    z.maxLength(100),
    z.regex(/^[A-Za-z0-9._@-]+$/, USER_MESSAGES.invalidLogin),
  );
// A refinement, not minLength: the form shows a custom rule's own text, while a too-short
// string reads as an empty required field there.
const passwordSchema = z.string().check(
  z.refine((value) => value.length >= PASSWORD_MIN_LENGTH, USER_MESSAGES.passwordTooShort),
  z.maxLength(PASSWORD_MAX_LENGTH),
);

/** Profile fields any user editor may set. */
const profileShape = {
  last_name: requiredText,
  first_name: requiredText,
  patronymic_name: optionalText,
  phone: z.optional(z.nullable(phoneSchema)),
  phones: z.optional(z.array(phoneSchema).check(z.maxLength(20))),
  email: z.optional(z.nullable(emailSchema)),
  snils: z.optional(z.nullable(snilsSchema)),
  sex: z.optional(z.nullable(z.enum(SEXES))),
  birth_date: z.optional(z.nullable(isoDateSchema)),
  one_c_id: optionalText,
  user_route_id: optionalText,
  external_sfa_user_id: optionalText,
};

/** POST {auth}/api/v2/users/ — answers 201 with the user. No password: SMS sign-in only. */
export const userCreateSchema = z
  .strictObject({
    ...profileShape,
    login: loginSchema,
    status: z._default(z.enum(USER_STATUSES), 'active'),
    password: z.optional(passwordSchema),
    password_repeat: z.optional(z.string().check(z.maxLength(PASSWORD_MAX_LENGTH))),
  })
  .check(
    z.refine((user) => user.password === undefined || user.password === user.password_repeat, {
      path: ['password_repeat'],
      message: USER_MESSAGES.passwordsDiffer,
    }),
  );

/**
 * PATCH {auth}/api/v2/users/{id}/ — the fields to change. Unknown keys (roles, project ids,
 * password) are refused; `login` and `status` only an administrator may change. Blocking or
 * deactivating a user ends their sessions. Nothing changed: 400 'Данные не были изменены'.
 */
export const userPatchSchema = z.strictObject({
  ...z.partial(z.object(profileShape)).shape,
  login: z.optional(loginSchema),
  status: z.optional(z.enum(USER_STATUSES)),
});
export type UserPatch = z.input<typeof userPatchSchema>;

/** POST {auth}/api/v2/users/add_roles/{id}/ and /del_roles/{id}/ — by role sys_name. */
const userRolesChangeSchema = z.strictObject({
  roles: z
    .array(textSchema({ min: 1, max: 100 }))
    .check(z.minLength(1, USER_MESSAGES.required), z.maxLength(100)),
});

const userIdParamsSchema = idParamsSchema;

/** POST {auth}/api/v1/users/list/ */
export const userListFilterSchema = z.strictObject({
  /** Words matched against last, first and patronymic name, login and phone. */
  search: z.optional(textSchema({ max: 200 })),
  /** Role sys_names: users holding any of them. */
  roles: z.optional(z.array(textSchema({ max: 100 })).check(z.maxLength(MAX_ID_LIST))),
  statuses: z.optional(z.array(z.enum(USER_STATUSES))),
  /** Users active in any of these projects. */
  project_ids: z.optional(idListSchema),
  /** These users only (the /team executors filter). */
  user_ids: z.optional(idListSchema),
  /** Users one of these manages in a current project link, within `project_ids` when given. */
  manager_ids: z.optional(idListSchema),
  ...paginationShape,
});

const userRoleSchema = z.object({ id: z.int(), sys_name: z.string(), name: z.string() });

const userListItemSchema = z.object({
  id: z.int(),
  login: z.string(),
  last_name: z.string(),
  first_name: z.string(),
  patronymic_name: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  status: z.enum(USER_STATUSES),
  roles: z.array(userRoleSchema),
  // What the list's optional columns show (the user's page shows them too).
  snils: z.nullable(z.string()),
  sex: z.nullable(z.enum(SEXES)),
  birth_date: z.nullable(z.string()),
  one_c_id: z.nullable(z.string()),
  user_route_id: z.nullable(z.string()),
  external_sfa_user_id: z.nullable(z.string()),
  last_login_at: z.nullable(z.string()),
});
export type UserListItem = z.infer<typeof userListItemSchema>;
const userListSchema = paginatedSchema(userListItemSchema);

/** GET {auth}/api/v1/users/{id}/ and the reply of create, patch and role changes. */
export const userSchema = z.object({
  ...userListItemSchema.shape,
  phones: z.array(z.string()),
  /** False: the user signs in by SMS code only. */
  has_password: z.boolean(),
  created_at: z.string(),
  /** Projects the user is active in. */
  project_ids: z.array(z.int()),
  avatar_file_id: z.nullable(z.int()),
  /** Where the photo downloads from; null until the files service serves files by URL. */
  avatar_url: z.nullable(z.string()),
});
export type User = z.infer<typeof userSchema>;

/** POST {auth}/api/v1/roles/list/ — hidden roles only with `include_hidden`. */
export const roleListFilterSchema = z.strictObject({
  include_hidden: z._default(z.boolean(), false),
  search: z.optional(textSchema({ max: 200 })),
  ...paginationShape,
});
const roleSchema = z.object({
  id: z.int(),
  sys_name: z.string(),
  name: z.string(),
  is_hidden: z.boolean(),
});
export type Role = z.infer<typeof roleSchema>;
const roleListSchema = paginatedSchema(roleSchema);

export const roleEndpoints = defineEndpoints({
  name: 'roles',
  service: 'auth',
  permission: { area: ['users', 'team'], right: 'profile_edit' },
  paths: { list: 'POST /api/v1/roles/list/' },
  contract: { row: roleSchema, list: roleListFilterSchema },
});

/**
 * /users: everyone the caller may see (administrators all, others whoever shares one of their
 * projects), whatever projects are selected, so its list names no `project_ids`.
 */
export const userEndpoints = defineEndpoints({
  name: USERS_RESOURCE,
  service: 'auth',
  permission: entityPermissions.users,
  paths: {
    list: 'POST /api/v1/users/list/',
    get: 'GET /api/v1/users/{id}/',
    create: 'POST /api/v2/users/',
    patch: 'PATCH /api/v2/users/{id}/',
  },
  contract: {
    row: userSchema,
    list: z.omit(userListFilterSchema, { project_ids: true }),
    create: userCreateSchema,
    patch: userPatchSchema,
  },
});

/**
 * Users as the choices of another resource's filter or select (a project outlet's manager): the
 * same list call, offered to whom that call answers (users or team, with profile editing).
 */
export const userOptionEndpoints = defineEndpoints({
  ...userEndpoints,
  name: 'user_options',
  permission: { area: ['users', 'team'], right: 'profile_edit' },
});

/** /team: the same people narrowed to the selected projects (users/list with `project_ids`). */
export const teamEndpoints = defineEndpoints({
  ...userEndpoints,
  name: 'team',
  permission: entityPermissions.team,
  contract: { ...userEndpoints.contract, list: userListFilterSchema },
});

/** The auth service's calls on users and roles besides the catalog's. */
export const userCalls = {
  listUsers: defineCall({
    service: 'auth',
    route: 'POST /api/v1/users/list/',
    permission: { area: ['users', 'team'], level: 'read', right: 'profile_edit' },
    summary:
      'Users sharing a project with the caller (admins: all): search by name, login or phone; filter by roles, statuses, projects',
    body: userListFilterSchema,
    reply: userListSchema,
  }),
  getUser: withSchemas(userAddresses.getUser, { params: userIdParamsSchema, reply: userSchema }),
  createUser: defineCall({
    service: 'auth',
    route: 'POST /api/v2/users/',
    permission: { area: 'users', level: 'create', right: 'admin_only' },
    summary: 'Create a user (without a password the user signs in by SMS code only)',
    status: 201,
    body: userCreateSchema,
    reply: userSchema,
  }),
  updateUser: defineCall({
    service: 'auth',
    route: 'PATCH /api/v2/users/{id}/',
    permission: { area: ['users', 'team'], level: 'update', right: 'profile_edit' },
    summary: 'Change a user; blocking or deactivating ends their sessions',
    params: userIdParamsSchema,
    body: userPatchSchema,
    reply: userSchema,
  }),
  addUserRoles: defineCall({
    service: 'auth',
    route: 'POST /api/v2/users/add_roles/{id}/',
    permission: { area: 'users', level: 'update', right: 'admin_only' },
    summary: 'Give roles (by sys_name) to a user',
    params: userIdParamsSchema,
    body: userRolesChangeSchema,
    reply: userSchema,
  }),
  removeUserRoles: defineCall({
    service: 'auth',
    route: 'POST /api/v2/users/del_roles/{id}/',
    permission: { area: 'users', level: 'update', right: 'admin_only' },
    summary: 'Take roles (by sys_name) from a user',
    params: userIdParamsSchema,
    body: userRolesChangeSchema,
    reply: userSchema,
  }),
  listRoles: defineCall({
    service: 'auth',
    route: 'POST /api/v1/roles/list/',
    permission: { area: ['users', 'team'], level: 'read', right: 'profile_edit' },
    summary: 'Roles; hidden ones only with include_hidden',
    body: roleListFilterSchema,
    reply: roleListSchema,
  }),
  setPassword: defineCall({
    service: 'auth',
    route: 'PUT /api/v1/users/{id}/set_password/',
    permission: {
      area: ['users', 'team'],
      level: 'update',
      right: 'profile_edit',
      selfParam: 'id',
    },
    summary: "Set a password: one's own with the old one, another's as a profile editor",
    status: 204,
    params: userIdParamsSchema,
    body: setPasswordRequestSchema,
    reply: z.null(),
  }),
};
