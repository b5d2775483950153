import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '#server/db/client';
import { rowsOf } from '#server/db/client';
import { todayIso } from '#server/lib/dates';

const DAY_MS = 86_400_000;

/**
 * The demo data set is dated relative to the day it was seeded. A run that starts before midnight
 * and reaches a test file after it would find "today" empty, so the file's copy moves every date
 * and moment forward by the days since seeding: the same data set, as if seeded today.
 */
export async function reanchorToToday(database: DatabaseHandle, seededOn: string): Promise<void> {
  const days = Math.round(
    (Date.parse(`${todayIso()}T00:00:00Z`) - Date.parse(`${seededOn}T00:00:00Z`)) / DAY_MS,
  );
  if (days === 0) return;
  const columns = await rowsOf<{ table_name: string; column_name: string; data_type: string }>(
    database.db,
    sql`select c.table_name, c.column_name, c.data_type
          from information_schema.columns c
          join information_schema.tables t
            on t.table_schema = c.table_schema and t.table_name = c.table_name
         where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
           and c.is_generated = 'NEVER'
           and c.data_type in ('date', 'timestamp with time zone', 'timestamp without time zone')`,
  );
  const shiftsByTable = new Map<string, string[]>();
  for (const { table_name, column_name, data_type } of columns) {
    const by = data_type === 'date' ? `${days}` : `interval '${days} days'`;
    const shifts = shiftsByTable.get(table_name) ?? [];
    shifts.push(`"${column_name}" = "${column_name}" + ${by}`);
    shiftsByTable.set(table_name, shifts);
  }
  for (const [table, shifts] of shiftsByTable) {
    await database.db.execute(sql.raw(`update "${table}" set ${shifts.join(', ')}`));
  }
}
