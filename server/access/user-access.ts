import { ApiError } from '#server/http/errors';
import { derivedRights } from '#src/access/derived-rights';
import { roleFlags } from '#src/access/role-flags';
import { USER_MESSAGES } from '#src/contracts/users';
import type { Caller } from './caller';

/**
 * The routes declare their area, level and derived right (server/access); these checks inside
 * handlers use the same shared rules (src/access), so both always agree.
 */
export const isAdministrator = (caller: Caller) => roleFlags(caller.roles).administrator;
export const isProfileEditor = (caller: Caller) =>
  derivedRights(roleFlags(caller.roles)).profile_edit;

export const forbidden = () => new ApiError(403, USER_MESSAGES.forbidden);
export const notFound = () => new ApiError(404, USER_MESSAGES.notFound);
