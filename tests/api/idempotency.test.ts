import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  check_list_params,
  check_list_results,
  check_lists,
  file_links,
  files,
  idempotency_keys,
  users,
  visits,
} from '#server/db/schema/index';
import { jsonRequestHash } from '#server/http/idempotency';
import { bearerFor } from './support/auth';
import { type MultipartPart, multipart } from './support/multipart';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };

let test: TestApp;
let checker: Headers;
let headChecker: Headers;
let checkerId: number;
let pool: { id: number; project_id: number }[];
const CREATE = '/svc/checker/api/v1/check_list_result/create/';
const CALL = `POST ${CREATE}`;

const take = () => {
  const visit = pool.shift();
  if (!visit) throw new Error('the visit pool ran dry');
  return visit;
};

/** A valid check of `visit` accepting every leaf param of its project's questionnaire list. */
async function checkBody(visit: { id: number; project_id: number }, comment?: string) {
  const db = test.database.db;
  const [list] = await db
    .select()
    .from(check_lists)
    .where(
      and(
        eq(check_lists.project_id, visit.project_id),
        eq(check_lists.check_type, 'questionnaire'),
      ),
    )
    .orderBy(asc(check_lists.id))
    .limit(1);
  const params = await db
    .select()
    .from(check_list_params)
    .where(eq(check_list_params.check_list_id, list.id));
  const parents = new Set(params.map((param) => param.parent_id));
  return {
    visit_id: visit.id,
    check_list_id: list.id,
    result: 'accepted',
    comment,
    answers: params
      .filter((param) => !parents.has(param.id))
      .map((param) => ({ param_id: param.id, accepted: true })),
  };
}

const createCheck = (payload: object, key: string, headers: Headers = checker) =>
  test.app.inject({
    method: 'POST',
    url: CREATE,
    payload,
    headers: { ...headers, 'idempotency-key': key },
  });

async function resultsOf(visitId: number) {
  const [row] = await test.database.db
    .select({ n: count() })
    .from(check_list_results)
    .where(eq(check_list_results.visit_id, visitId));
  return row.n;
}

beforeAll(async () => {
  test = await createTestApp();
  [checker, headChecker] = await Promise.all(
    ['check_manager', 'head_check_manager'].map((login) => bearerFor(test, login)),
  );
  const db = test.database.db;
  const [me] = await db.select().from(users).where(eq(users.login, 'check_manager'));
  checkerId = me.id;
  pool = await db
    .select({ id: visits.id, project_id: visits.project_id })
    .from(visits)
    .where(
      and(
        eq(visits.status, 'completed'),
        eq(visits.is_checked, false),
        isNull(visits.deleted_at),
        isNotNull(visits.user_id),
      ),
    )
    .orderBy(asc(visits.id))
    .limit(12);
});
afterAll(() => test.close());

describe('Idempotency-Key on a JSON write', () => {
  it('runs a replay once and answers it the same', async () => {
    const visit = take();
    const key = randomUUID();
    const body = await checkBody(visit, 'Всё хорошо');
    const first = await createCheck(body, key);
    expect(first.statusCode).toBe(201);
    // The same content with keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const second = await createCheck(reordered, key);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await resultsOf(visit.id)).toBe(1);
  });

  it('answers 409 to the same key with other content', async () => {
    const visit = take();
    const key = randomUUID();
    expect((await createCheck(await checkBody(visit, 'Первый'), key)).statusCode).toBe(201);
    const other = await createCheck(await checkBody(visit, 'Второй'), key);
    expect(other.statusCode).toBe(409);
    expect(other.json().detail).toBe('Ключ идемпотентности уже использован с другими данными');
    expect(await resultsOf(visit.id)).toBe(1);
  });

  it('keeps the keys of different users apart', async () => {
    const visit = take();
    const key = randomUUID();
    const body = await checkBody(visit);
    const mine = await createCheck(body, key, checker);
    const theirs = await createCheck(body, key, headChecker);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().check_list_result.id).not.toBe(mine.json().check_list_result.id);
    expect(await resultsOf(visit.id)).toBe(2);
  });

  it('refuses a key that is not a UUID', async () => {
    const visit = take();
    const res = await createCheck(await checkBody(visit), 'not-a-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Ключ идемпотентности (Idempotency-Key) должен быть UUID');
    expect(await resultsOf(visit.id)).toBe(0);
  });

  it('keeps no refusal: after a 400 the same key runs the corrected request', async () => {
    const visit = take();
    const key = randomUUID();
    const body = await checkBody(visit);
    const refused = await createCheck({ ...body, answers: [] }, key);
    expect(refused.statusCode).toBe(400);
    const fixed = await createCheck(body, key);
    expect(fixed.statusCode).toBe(201);
    expect(await resultsOf(visit.id)).toBe(1);
  });

  it('lets a repeat wait for the first run still in flight, then answers its result', async () => {
    const visit = take();
    const key = randomUUID();
    const body = await checkBody(visit);
    const db = test.database.db;
    // A first run holding the key, as if still in its handler.
    const [held] = await db
      .insert(idempotency_keys)
      .values({
        user_id: checkerId,
        call: CALL,
        key,
        request_hash: jsonRequestHash(body),
        expires_at: new Date(Date.now() + 60_000),
      })
      .returning();
    const kept = { check_list_result: { id: 1, note: 'kept' } };
    setTimeout(() => {
      // A drizzle query runs only once awaited (then).
      db.update(idempotency_keys)
        .set({ response_status: 201, response_body: kept })
        .where(eq(idempotency_keys.id, held.id))
        .then(() => undefined);
    }, 400);
    const repeat = await createCheck(body, key);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(kept);
    expect(await resultsOf(visit.id)).toBe(0);
  });

  // The server killed in the middle of a first run leaves its claim; a repeat must be told to
  // come back rather than refused, or the outbox would mark the item failed for good.
  it('answers a repeat of a first run left unfinished 409 with Retry-After, then takes it over', async () => {
    const visit = take();
    const key = randomUUID();
    const body = await checkBody(visit);
    const values = {
      user_id: checkerId,
      call: CALL,
      key,
      request_hash: jsonRequestHash(body),
      expires_at: new Date(Date.now() + 60_000),
    };
    const [held] = await test.database.db.insert(idempotency_keys).values(values).returning();
    const busy = await createCheck(body, key);
    expect(busy.statusCode).toBe(409);
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    expect(await resultsOf(visit.id)).toBe(0);

    // Half a minute without a heartbeat: its process is dead, and the repeat runs.
    await test.database.db
      .update(idempotency_keys)
      .set({ updated_at: new Date(Date.now() - 31_000) })
      .where(eq(idempotency_keys.id, held.id));
    expect((await createCheck(body, key)).statusCode).toBe(201);
    expect(await resultsOf(visit.id)).toBe(1);
  });

  // A claim's time is the database's own, to the microsecond, as an insert or a heartbeat
  // writes it; a dead process's claim of that kind must be taken over too, and soon.
  it('takes over a claim its dead process left on the database clock, within seconds', async () => {
    const visit = take();
    const key = randomUUID();
    const body = await checkBody(visit);
    await test.database.db.insert(idempotency_keys).values({
      user_id: checkerId,
      call: CALL,
      key,
      request_hash: jsonRequestHash(body),
      expires_at: new Date(Date.now() + 60_000),
      updated_at: sql`now() - interval '31.123456 seconds'`,
    });
    const started = Date.now();
    const repeat = await createCheck(body, key);
    expect(repeat.statusCode, repeat.body).toBe(201);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await resultsOf(visit.id)).toBe(1);
  });

  it('runs again once a kept key has expired', async () => {
    const visit = take();
    const key = randomUUID();
    const body = await checkBody(visit);
    expect((await createCheck(body, key)).statusCode).toBe(201);
    await test.database.db
      .update(idempotency_keys)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(idempotency_keys.key, key));
    const again = await createCheck(body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await resultsOf(visit.id)).toBe(2);
  });
});

describe('Idempotency-Key on a photo upload and its link', () => {
  it('stores one file and one link however often the upload and link are replayed', async () => {
    const visit = take();
    const created = await createCheck(await checkBody(visit), randomUUID());
    const resultId = created.json().check_list_result.id as number;
    const jpeg = await sharp({
      create: { width: 8, height: 6, channels: 3, background: '#c33' },
    })
      .jpeg()
      .toBuffer();
    const parts = (data: Buffer): MultipartPart[] => [
      { name: 'type', value: 'check_list_result' },
      { name: 'object_id', value: String(resultId) },
      { name: 'visit_id', value: String(visit.id) },
      { name: 'file', filename: 'check.jpg', type: 'image/jpeg', data },
    ];
    const upload = (data: Buffer, key: string) => {
      const body = multipart(parts(data));
      return test.app.inject({
        method: 'POST',
        url: '/svc/files/api/v2/files/upload/',
        payload: body.payload,
        headers: { ...checker, 'content-type': body.contentType, 'idempotency-key': key },
      });
    };
    const fileCount = async () => (await test.database.db.select({ n: count() }).from(files))[0].n;

    const uploadKey = randomUUID();
    const filesBefore = await fileCount();
    const first = await upload(jpeg, uploadKey);
    expect(first.statusCode).toBe(201);
    const replayed = await upload(jpeg, uploadKey);
    expect(replayed.statusCode).toBe(201);
    expect(replayed.json()).toEqual(first.json());
    expect(await fileCount()).toBe(filesBefore + 1);
    const otherPhoto = await sharp({
      create: { width: 8, height: 6, channels: 3, background: '#3c3' },
    })
      .jpeg()
      .toBuffer();
    const changed = await upload(otherPhoto, uploadKey);
    expect(changed.statusCode).toBe(409);
    expect(await fileCount()).toBe(filesBefore + 1);

    const linkKey = randomUUID();
    const link = () =>
      test.app.inject({
        method: 'POST',
        url: '/svc/main/file_links/',
        payload: {
          generic_type: 'CHECK_LIST_RESULT',
          generic_id: resultId,
          file_id: first.json().id,
        },
        headers: { ...checker, 'idempotency-key': linkKey },
      });
    const linked = await link();
    expect(linked.statusCode).toBe(201);
    expect(linked.json()).toMatchObject({ generic_type: 'CHECK_LIST_RESULT', visit_id: visit.id });
    const relinked = await link();
    expect(relinked.json().id).toBe(linked.json().id);
    const links = await test.database.db
      .select()
      .from(file_links)
      .where(
        and(eq(file_links.generic_type, 'CHECK_LIST_RESULT'), eq(file_links.generic_id, resultId)),
      );
    expect(links).toHaveLength(1);

    // A delete replayed after a lost answer answers as the first did, not 404 (an
    // administrator's: checkers may not delete photos).
    const admin = await bearerFor(test, 'administrator');
    const deleteKey = randomUUID();
    const remove = () =>
      test.app.inject({
        method: 'DELETE',
        url: `/svc/main/file_links/${linked.json().id}/`,
        headers: { ...admin, 'idempotency-key': deleteKey },
      });
    const removed = await remove();
    const removedAgain = await remove();
    expect([removed.statusCode, removedAgain.statusCode]).toEqual([204, 204]);
    expect(removedAgain.headers['idempotent-replayed']).toBe('true');
  });
});

describe('a process that dies right after the write commits', () => {
  /**
   * What a SIGKILL between the route's commit and the kept answer leaves, in process: every
   * update outside the route's own transaction fails for the length of `send`. The
   * outbox's calls keep their answer in that transaction, so the repeat (once the dead claim is
   * stale) replays it instead of writing a second check, file or photo link.
   */
  async function sendAsIfKilled<T>(send: () => Promise<T>): Promise<T> {
    const db = test.app.db;
    const update = db.update.bind(db);
    // Updates outside a transaction: keeping the answer after the route, and the heartbeat.
    Object.assign(db, {
      update: () => {
        throw new Error('the process died');
      },
    });
    try {
      return await send();
    } finally {
      Object.assign(db, { update });
    }
  }

  /** The dead run's claim as a repeat finds it once its heartbeat has long stopped. */
  const ageClaims = () =>
    test.database.db
      .update(idempotency_keys)
      .set({ updated_at: new Date(Date.now() - 10 * 60_000) })
      .where(eq(idempotency_keys.user_id, checkerId));

  it('replays the check, the photo and its link once each, never writing them twice', async () => {
    const visit = take();
    const body = await checkBody(visit);
    const checkKey = randomUUID();
    const first = await sendAsIfKilled(() => createCheck(body, checkKey));
    expect(first.statusCode).toBe(201);
    await ageClaims();
    const again = await createCheck(body, checkKey);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await resultsOf(visit.id)).toBe(1);

    const resultId = first.json().check_list_result.id as number;
    const jpeg = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#33c' } })
      .jpeg()
      .toBuffer();
    const uploadKey = randomUUID();
    const upload = () => {
      const form = multipart([
        { name: 'type', value: 'check_list_result' },
        { name: 'object_id', value: String(resultId) },
        { name: 'visit_id', value: String(visit.id) },
        { name: 'file', filename: 'check.jpg', type: 'image/jpeg', data: jpeg },
      ]);
      return test.app.inject({
        method: 'POST',
        url: '/svc/files/api/v2/files/upload/',
        payload: form.payload,
        headers: { ...checker, 'content-type': form.contentType, 'idempotency-key': uploadKey },
      });
    };
    const filesBefore = (await test.database.db.select({ n: count() }).from(files))[0].n;
    const uploaded = await sendAsIfKilled(upload);
    expect(uploaded.statusCode).toBe(201);
    await ageClaims();
    const uploadedAgain = await upload();
    expect(uploadedAgain.json()).toEqual(uploaded.json());
    expect((await test.database.db.select({ n: count() }).from(files))[0].n).toBe(filesBefore + 1);

    const linkKey = randomUUID();
    const link = () =>
      test.app.inject({
        method: 'POST',
        url: '/svc/main/file_links/',
        payload: {
          generic_type: 'CHECK_LIST_RESULT',
          generic_id: resultId,
          file_id: uploaded.json().id,
        },
        headers: { ...checker, 'idempotency-key': linkKey },
      });
    const linked = await sendAsIfKilled(link);
    expect(linked.statusCode).toBe(201);
    await ageClaims();
    const linkedAgain = await link();
    expect(linkedAgain.statusCode).toBe(201);
    expect(linkedAgain.json().id).toBe(linked.json().id);
    const links = await test.database.db
      .select()
      .from(file_links)
      .where(
        and(eq(file_links.generic_type, 'CHECK_LIST_RESULT'), eq(file_links.generic_id, resultId)),
      );
    expect(links).toHaveLength(1);
  });
});

describe('a first run that lasts', () => {
  it('keeps its claim alive while it runs, so a repeat does not take it over', async () => {
    const visit = take();
    const created = await createCheck(await checkBody(visit), randomUUID());
    const resultId = created.json().check_list_result.id as number;
    const jpeg = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#33c' } })
      .jpeg()
      .toBuffer();
    const body = multipart([
      { name: 'type', value: 'check_list_result' },
      { name: 'object_id', value: String(resultId) },
      { name: 'visit_id', value: String(visit.id) },
      { name: 'file', filename: 'slow.jpg', type: 'image/jpeg', data: jpeg },
    ]);
    // A slow link: half the upload, a pause longer than a heartbeat, then the rest.
    const half = Math.floor(body.payload.length / 2);
    const slow = Readable.from(
      (async function* () {
        yield body.payload.subarray(0, half);
        await sleep(6_000);
        yield body.payload.subarray(half);
      })(),
    );
    const key = randomUUID();
    const upload = test.app.inject({
      method: 'POST',
      url: '/svc/files/api/v2/files/upload/',
      payload: slow,
      headers: { ...checker, 'content-type': body.contentType, 'idempotency-key': key },
    });
    await sleep(1_000);
    const claimOf = async () =>
      (
        await test.database.db.select().from(idempotency_keys).where(eq(idempotency_keys.key, key))
      )[0];
    const claimed = await claimOf();
    expect(claimed?.response_status).toBeNull();
    await sleep(4_800);
    expect((await claimOf())?.updated_at.getTime()).toBeGreaterThan(claimed!.updated_at.getTime());
    expect((await upload).statusCode).toBe(201);
  }, 20_000);
});
