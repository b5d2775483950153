// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { countKeptRecords } from './kept-outbox';
import { OUTBOX_DB_NAME, openOutboxDb } from './outbox-db';
import { enqueue } from './outbox-store';

const names = async () => (await indexedDB.databases()).map((database) => database.name);

afterEach(async () => {
  await openOutboxDb().delete();
});

describe('the records the outbox keeps, as the login page reads them', () => {
  it('counts every owner’s unsent records: a check and each of its photos', async () => {
    const db = openOutboxDb();
    const part = { service: 'checker', method: 'POST', path: '/x/' } as const;
    await enqueue(
      {
        ownerUserId: 7,
        summary: { kind: 'check-result', visitId: 1, photos: 1 },
        parts: [
          { ...part, completesRecord: true },
          { ...part, completesRecord: true },
        ],
      },
      db,
    );
    await enqueue({ ownerUserId: 8, summary: { kind: 'request' }, parts: [part] }, db);
    db.close();
    expect(await countKeptRecords()).toBe(3);
  });

  it('answers 0 without an outbox, and does not create one', async () => {
    expect(await countKeptRecords()).toBe(0);
    expect(await names()).not.toContain(OUTBOX_DB_NAME);
  });
});
