import { outboxDb, ownerItems } from '#src/offline/outbox-db';

export { startOutbox, unsentCount } from '#src/offline/outbox-runtime';

/** What sign-out does to the outbox: the credentials go; the user's queue only if they chose to. */
export async function clearOutbox({
  voluntary,
  userId,
}: {
  voluntary: boolean;
  userId?: number;
}): Promise<void> {
  const db = outboxDb();
  await db.meta.delete('credentials');
  if (voluntary && userId !== undefined) {
    await ownerItems(db, userId).delete();
    // Nobody else's work waiting: nothing of the outbox stays on a shared tablet. The database
    // opens again by itself for the next user.
    if ((await db.items.count()) === 0) await db.delete({ disableAutoOpen: false });
  }
}
