import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { settings, user_settings } from '#server/db/schema/index';
import { PORTALS, type Portal } from '#src/contracts/portal';

/** The user-level setting migration 0004 defines: one value per user, for no project. */
const PORTAL_SETTING = 'portal';

const asPortal = (value: string | null | undefined): Portal | null =>
  PORTALS.find((portal) => portal === value) ?? null;

export async function getMyPortal(db: Database, userId: number): Promise<Portal | null> {
  const [row] = await db
    .select({ val: user_settings.val })
    .from(user_settings)
    .innerJoin(settings, eq(settings.id, user_settings.setting_id))
    .where(
      and(
        eq(settings.code, PORTAL_SETTING),
        eq(user_settings.user_id, userId),
        isNull(user_settings.project_id),
      ),
    )
    .limit(1);
  return asPortal(row?.val);
}

export async function setMyPortal(db: Database, userId: number, portal: Portal): Promise<void> {
  const [setting] = await db
    .select({ id: settings.id })
    .from(settings)
    .where(eq(settings.code, PORTAL_SETTING))
    .limit(1);
  if (!setting)
    throw new Error(`setting '${PORTAL_SETTING}' is missing: migration 0004 not applied`);
  await db
    .insert(user_settings)
    .values({ user_id: userId, setting_id: setting.id, project_id: null, val: portal })
    .onConflictDoUpdate({
      target: [user_settings.user_id, user_settings.setting_id, user_settings.project_id],
      set: { val: portal, updated_at: new Date() },
    });
}
