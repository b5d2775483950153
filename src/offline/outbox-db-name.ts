/** The outbox database's name, apart from Dexie: the login page reads it without loading Dexie. */
export const OUTBOX_DB_NAME = 'sfa-outbox';
