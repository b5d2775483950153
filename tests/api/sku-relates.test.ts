import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sku,
  sku_categories,
  sku_category_relates,
  sku_group_relates,
  sku_groups,
} from '#server/db/schema/index';
import { SKU_RELATE_MESSAGES } from '#src/contracts/catalog/sku-relates';
import { FILE_MESSAGES } from '#src/contracts/files';
import { bearerFor } from './support/auth';
import { loadSeedIds, uniqueCode } from './support/catalog-samples';
import { addMember, addProject } from './support/members';
import { type MultipartPart, multipart } from './support/multipart';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };

let test: TestApp;
let admin: Headers;
/** A leader of the seed's first project only (UPDATE on the SKU catalog there). */
let leader: Headers;
/** Someone with READ on the SKU catalog only. */
let supervisor: Headers;
let ownProject: number;
/** A product of a project the leader is not in. */
let foreignSku: number;
let categoryId: number;
let groupId: number;

const main = (method: 'POST' | 'GET', path: string, headers: Headers, payload?: object) =>
  test.app.inject({ method, url: `/svc/main${path}`, headers, payload });

async function newSku(projectId: number | null) {
  const [row] = await test.database.db
    .insert(sku)
    .values({ name: `Товар ${uniqueCode()}`, project_id: projectId })
    .returning({ id: sku.id });
  return row.id;
}

const relatesOf = async (
  table: typeof sku_group_relates | typeof sku_category_relates,
  skuIds: number[],
) =>
  test.database.db
    .select({ id: table.id, sku_id: table.sku_id })
    .from(table)
    .where(inArray(table.sku_id, skuIds));

beforeAll(async () => {
  test = await createTestApp();
  const db = test.database.db;
  admin = await bearerFor(test, 'administrator');
  supervisor = await bearerFor(test, 'supervisor');
  ownProject = (await loadSeedIds(db)).projectId;
  const login = `leader-${uniqueCode()}`;
  await addMember(db, login, ['leader'], [ownProject]);
  leader = await bearerFor(test, login);
  foreignSku = await newSku(await addProject(db, uniqueCode()));
  [{ id: categoryId }] = await db
    .insert(sku_categories)
    .values({ name: `Категория ${uniqueCode()}` })
    .returning({ id: sku_categories.id });
  [{ id: groupId }] = await db
    .insert(sku_groups)
    .values({ name: `Группа ${uniqueCode()}` })
    .returning({ id: sku_groups.id });
});
afterAll(() => test.close());

describe('products in categories and groups', () => {
  it('links products to a group once, however often the same pair is linked', async () => {
    const ids = [await newSku(null), await newSku(ownProject)];
    const first = await main('POST', '/sku_group_relates/link/', leader, {
      sku_ids: ids,
      sku_group_id: groupId,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ linked: 2, created: 2 });
    const again = await main('POST', '/sku_group_relates/link/', leader, {
      sku_ids: [...ids, ids[0]],
      sku_group_id: groupId,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ linked: 2, created: 0 });
    const rows = await relatesOf(sku_group_relates, ids);
    expect(rows.map((row) => row.sku_id).sort()).toEqual([...ids].sort());

    const listed = await main('POST', '/sku_group_relates/list/', leader, {
      sku_ids: ids,
      limit: 10,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().total).toBe(2);
    expect(listed.json().items[0]).toMatchObject({ sku_group_id: groupId });
    expect(listed.json().items[0].sku_group_name).toMatch(/^Группа /);
    // The products list filters by the group through the same relates.
    const products = await main('POST', '/v2/sku/list/', leader, {
      sku_group_ids: [groupId],
      limit: 10,
    });
    expect(
      products
        .json()
        .items.map((item: { id: number }) => item.id)
        .sort(),
    ).toEqual([...ids].sort());
  });

  it('unlinks by the relates’ ids, and refuses ids it does not know without removing any', async () => {
    const id = await newSku(ownProject);
    const linked = await main('POST', '/sku_category_relates/link/', leader, {
      sku_ids: [id],
      sku_category_id: categoryId,
    });
    expect(linked.statusCode).toBe(200);
    const [relate] = await test.database.db
      .select({ id: sku_category_relates.id })
      .from(sku_category_relates)
      .where(eq(sku_category_relates.sku_id, id));

    const mixed = await main('POST', '/sku_category_relates/unlink/', leader, {
      ids: [relate.id, 2_000_000_000],
    });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().detail ?? mixed.json().message).toBe(SKU_RELATE_MESSAGES.relateNotFound);
    expect(await relatesOf(sku_category_relates, [id])).toHaveLength(1);

    const unlinked = await main('POST', '/sku_category_relates/unlink/', leader, {
      ids: [relate.id],
    });
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json()).toEqual({ unlinked: 1 });
    expect(await relatesOf(sku_category_relates, [id])).toHaveLength(0);
  });

  it('refuses the whole link when one product is of a project outside the caller’s', async () => {
    const own = await newSku(ownProject);
    const response = await main('POST', '/sku_category_relates/link/', leader, {
      sku_ids: [own, foreignSku],
      sku_category_id: categoryId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'sku_ids', message: SKU_RELATE_MESSAGES.skuNotFound },
    ]);
    expect(await relatesOf(sku_category_relates, [own, foreignSku])).toHaveLength(0);

    // Nor does the foreign product's relate show up in the list or go away by its id.
    const [relate] = await test.database.db
      .insert(sku_category_relates)
      .values({ sku_id: foreignSku, sku_category_id: categoryId })
      .returning({ id: sku_category_relates.id });
    const listed = await main('POST', '/sku_category_relates/list/', leader, {
      sku_category_ids: [categoryId],
      limit: 100,
    });
    expect(listed.json().items.map((row: { id: number }) => row.id)).not.toContain(relate.id);
    const unlink = await main('POST', '/sku_category_relates/unlink/', leader, {
      ids: [relate.id],
    });
    expect(unlink.statusCode).toBe(404);
    const kept = await test.database.db
      .select({ id: sku_category_relates.id })
      .from(sku_category_relates)
      .where(eq(sku_category_relates.id, relate.id));
    expect(kept).toHaveLength(1);
  });

  it('refuses a category that does not exist, and readers’ links', async () => {
    const id = await newSku(ownProject);
    const missing = await main('POST', '/sku_category_relates/link/', leader, {
      sku_ids: [id],
      sku_category_id: 2_000_000_000,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('sku_category_id');
    const reader = await main('POST', '/sku_group_relates/link/', supervisor, {
      sku_ids: [id],
      sku_group_id: groupId,
    });
    expect(reader.statusCode).toBe(403);
  });

  it('counts the products of each category the caller sees', async () => {
    const [{ id: fresh }] = await test.database.db
      .insert(sku_categories)
      .values({ name: `Категория ${uniqueCode()}` })
      .returning({ id: sku_categories.id });
    const ids = [await newSku(null), await newSku(ownProject)];
    await main('POST', '/sku_category_relates/link/', admin, {
      sku_ids: ids,
      sku_category_id: fresh,
    });
    await test.database.db
      .insert(sku_category_relates)
      .values({ sku_id: foreignSku, sku_category_id: fresh });
    const response = await main('POST', '/sku_category_relates/counts/', leader, {});
    expect(response.statusCode).toBe(200);
    const counts = response.json().items as { sku_category_id: number; count: number }[];
    expect(counts.find((row) => row.sku_category_id === fresh)?.count).toBe(2);
  });

  it("counts a category's subcategories' products at any depth, each product once", async () => {
    const category = async (parent_id: number | null) => {
      const [{ id }] = await test.database.db
        .insert(sku_categories)
        .values({ name: `Категория ${uniqueCode()}`, parent_id })
        .returning({ id: sku_categories.id });
      return id;
    };
    const top = await category(null);
    const middle = await category(top);
    const bottom = await category(middle);
    const [inTop, inMiddle, inBottom] = [
      await newSku(null),
      await newSku(ownProject),
      await newSku(null),
    ];
    const put = (sku_ids: number[], sku_category_id: number) =>
      main('POST', '/sku_category_relates/link/', admin, { sku_ids, sku_category_id });
    await put([inTop], top);
    await put([inMiddle], middle);
    // In the top category and, again, at the bottom: one product of the top category still.
    await put([inBottom, inTop], bottom);
    // A product the caller does not see is not counted anywhere up the tree.
    await test.database.db
      .insert(sku_category_relates)
      .values({ sku_id: foreignSku, sku_category_id: bottom });
    const response = await main('POST', '/sku_category_relates/counts/', leader, {});
    expect(response.statusCode).toBe(200);
    const counts = new Map(
      (response.json().items as { sku_category_id: number; count: number }[]).map((row) => [
        row.sku_category_id,
        row.count,
      ]),
    );
    expect([top, middle, bottom].map((id) => counts.get(id))).toEqual([3, 3, 2]);
  });
});

describe('a product’s photo', () => {
  const upload = (parts: MultipartPart[], headers: Headers) => {
    const body = multipart(parts);
    return test.app.inject({
      method: 'POST',
      url: '/svc/files/api/v2/files/upload/',
      payload: body.payload,
      headers: { ...headers, 'content-type': body.contentType },
    });
  };
  const fields = (id: number): MultipartPart[] => [
    { name: 'type', value: 'sku' },
    { name: 'object_id', value: String(id) },
  ];

  it('becomes the product’s image, shown to whoever sees the product', async () => {
    const id = await newSku(ownProject);
    const jpeg = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#c33' },
    })
      .jpeg()
      .toBuffer();
    const response = await upload(
      [...fields(id), { name: 'file', filename: 'pack.jpg', type: 'image/jpeg', data: jpeg }],
      leader,
    );
    expect(response.statusCode, response.body).toBe(201);
    const fileId = response.json().id as number;
    const product = await main('GET', `/sku/${id}/`, leader);
    expect(product.json().image_file_id).toBe(fileId);
    const content = await test.app.inject({
      method: 'GET',
      url: `/svc/files/api/v1/files/${fileId}/content/`,
      headers: supervisor,
    });
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses what is not an image, and products outside the caller’s projects', async () => {
    const id = await newSku(ownProject);
    const text = await upload(
      [
        ...fields(id),
        { name: 'file', filename: 'pack.jpg', type: 'image/jpeg', data: Buffer.from('hello') },
      ],
      leader,
    );
    expect(text.statusCode).toBe(415);
    expect(JSON.stringify(text.json())).toContain(FILE_MESSAGES.notAllowed);
    const [row] = await test.database.db
      .select({ image: sku.image_file_id })
      .from(sku)
      .where(and(eq(sku.id, id)));
    expect(row.image).toBeNull();

    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3c3' } })
      .png()
      .toBuffer();
    const image = { name: 'file', filename: 'a.png', type: 'image/png', data: png };
    const foreign = await upload([...fields(foreignSku), image], leader);
    expect(foreign.statusCode).toBe(404);
    const reader = await upload([...fields(id), image], supervisor);
    expect(reader.statusCode).toBe(403);
  });
});
