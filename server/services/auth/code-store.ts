import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { password_reset_codes, sms_otp_codes } from '#server/db/schema/index';
import { CODE_MAX_ATTEMPTS, CODE_TTL_SECONDS, codeMatches, generateCode, hashCode } from './codes';

/** SMS sign-in codes and password-reset codes: same life, separate tables. */
export type CodePurpose = 'sms' | 'reset';

const tableOf = (purpose: CodePurpose) =>
  purpose === 'sms' ? sms_otp_codes : password_reset_codes;

/** A fresh code for the user; any earlier unspent code of the same purpose stops working. */
export async function issueCode(
  db: Database,
  secret: string,
  purpose: CodePurpose,
  user: { id: number; phone: string },
): Promise<string> {
  const table = tableOf(purpose);
  await db
    .update(table)
    .set({ consumed_at: sql`now()` })
    .where(and(eq(table.user_id, user.id), isNull(table.consumed_at)));
  const code = generateCode();
  const row = {
    user_id: user.id,
    code_hash: hashCode(secret, code),
    expires_at: sql`now() + make_interval(secs => ${CODE_TTL_SECONDS})`,
  };
  if (purpose === 'sms') await db.insert(sms_otp_codes).values({ ...row, phone: user.phone });
  else await db.insert(password_reset_codes).values(row);
  return code;
}

/**
 * Spends the user's live code if `code` matches it. A wrong entry uses up one of the code's
 * tries; a code is good once, for ten minutes, and for five wrong entries at most.
 */
export async function consumeCode(
  db: Database,
  secret: string,
  purpose: CodePurpose,
  userId: number,
  code: string,
): Promise<boolean> {
  const table = tableOf(purpose);
  const [live] = await db
    .select({ id: table.id, code_hash: table.code_hash })
    .from(table)
    .where(
      and(
        eq(table.user_id, userId),
        isNull(table.consumed_at),
        gt(table.expires_at, sql`now()`),
        lt(table.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .orderBy(desc(table.created_at))
    .limit(1);
  if (!live) return false;
  if (!codeMatches(secret, code, live.code_hash)) {
    await db
      .update(table)
      .set({ attempts: sql`${table.attempts} + 1` })
      .where(eq(table.id, live.id));
    return false;
  }
  // The claim makes the code single-use even when two requests carry it at once.
  const spent = await db
    .update(table)
    .set({ consumed_at: sql`now()` })
    .where(and(eq(table.id, live.id), isNull(table.consumed_at)))
    .returning({ id: table.id });
  return spent.length > 0;
}
