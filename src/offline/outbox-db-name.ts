/** The outbox database's name, apart from its code: the login page reads it without loading the outbox. */
export const OUTBOX_DB_NAME = 'sfa-outbox';
