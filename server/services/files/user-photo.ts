import { eq } from 'drizzle-orm';
import type { Caller } from '#server/access/caller';
import { FORBIDDEN } from '#server/access/route-permission-types';
import { assertMayManage } from '#server/access/user-manage';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema/index';
import { ApiError, INVALID_FORM, REQUIRED_FIELD } from '#server/http/errors';
import { derivedRights } from '#src/access/derived-rights';
import { roleFlags } from '#src/access/role-flags';

/**
 * A `user` upload is that user's photo. Only the roles of spec section 6 "User photo change"
 * may set it, and another user's only within the caller's reach, as for any other change to a
 * profile (server/access/user-manage.ts); checked before the file is kept.
 */
export async function assertMayChangePhoto(db: Database, caller: Caller, userId?: number) {
  if (!userId)
    throw new ApiError(400, INVALID_FORM, [{ field: 'object_id', message: REQUIRED_FIELD }]);
  if (!derivedRights(roleFlags(caller.roles)).user_photo_change) throw new ApiError(403, FORBIDDEN);
  await assertMayManage(db, caller, userId);
}

export async function setUserPhoto(db: Database, userId: number, fileId: number): Promise<void> {
  await db.update(users).set({ avatar_file_id: fileId }).where(eq(users.id, userId));
}
