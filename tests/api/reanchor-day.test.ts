import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visits } from '#server/db/schema/index';
import { todayIso } from '#server/lib/dates';
import { reanchorToToday } from './support/reanchor-day';
import { copyOfTemplate, type TemplateCopy } from './support/test-app';

let copy: TemplateCopy;
beforeAll(async () => {
  copy = await copyOfTemplate();
});
afterAll(async () => {
  await copy.database.close();
  await copy.cleanup();
});

const dayBefore = (offset: number) => todayIso(new Date(Date.now() - offset * 86_400_000));

async function visitsOn(day: string): Promise<number> {
  const [row] = await copy.database.db
    .select({ n: count() })
    .from(visits)
    .where(and(eq(visits.visit_date, day), isNull(visits.deleted_at)));
  return row?.n ?? 0;
}

describe('a template seeded before midnight', () => {
  it('is moved forward so that the day it was seeded for is today', async () => {
    const seededDay = await visitsOn(dayBefore(1));
    expect(seededDay).toBeGreaterThan(0);
    await reanchorToToday(copy.database, dayBefore(1));
    expect(await visitsOn(todayIso())).toBe(seededDay);
  });
});
