import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Identity primary key; the one id style used by every table. */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();

export const tstz = () => timestamp({ withTimezone: true });

/** created_at / updated_at on every table; drizzle refreshes updated_at on each update. */
export const timestamps = {
  created_at: tstz().notNull().defaultNow(),
  updated_at: tstz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
