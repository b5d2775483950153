import type { Database } from '#server/db/client';
import { notifyUsers } from '#server/events/notify';
import { USER_MESSAGES } from '#src/contracts/users';
import { revokeUserSessions } from '../revoke-sessions';
import { type UserPatchInput, updateUser } from './update-user';

/**
 * A user's change as the user form makes it, inside the caller's transaction: the fields that
 * differ (400 'Данные не были изменены' when none does), a notice when someone else sets the
 * user's phone (it signs in by SMS code, so it is told like a reset), and the user's sessions
 * ended when they stop being active. Answers the fields changed, or undefined for no such user.
 */
export async function changeUser(
  tx: Database,
  byUserId: number,
  userId: number,
  patch: UserPatchInput,
): Promise<(keyof UserPatchInput)[] | undefined> {
  const updated = await updateUser(tx, userId, patch);
  if (!updated) return undefined;
  if (updated.changed.includes('phone') && byUserId !== userId) {
    await notifyUsers(tx, {
      userIds: [userId],
      kind: 'info',
      title: USER_MESSAGES.phoneChangedTitle,
      body: USER_MESSAGES.phoneChangedByOther,
    });
  }
  if (patch.status && patch.status !== 'active' && updated.previousStatus === 'active') {
    await revokeUserSessions(tx, userId, `user ${patch.status}`);
  }
  return updated.changed;
}
