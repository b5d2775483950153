import * as z from 'zod/mini';
import { BARCODE_MESSAGES, isValidEan } from '../barcode';
import { defineEndpoints } from '../endpoints';
import { entityPermissions } from '../entity-permissions';
import { type EntityRules, POSITIVE_AMOUNT, textInFormat } from '../entity-rules';
import { SKU_UNITS } from '../enums';
import { idListSchema } from '../list';
import {
  activeByDefault,
  catalogListSchema,
  optionalId,
  optionalText,
  requiredText,
} from './catalog-list';

const SKU_MESSAGES = {
  nameArticleTwice: 'Товар с таким названием и артикулом уже существует',
  codeTwice: 'Товар с таким кодом уже существует',
} as const;

/**
 * A product is told apart by its name and article within its catalog (the shared one or a
 * project's own); a code and a barcode name one product everywhere.
 */
export const skuRules = {
  unique: [
    {
      constraint: 'sku_project_id_name_article_unique',
      fields: ['project_id', 'name', 'article'],
      field: 'name',
      message: SKU_MESSAGES.nameArticleTwice,
    },
    {
      constraint: 'sku_code_unique',
      fields: ['code'],
      field: 'code',
      message: SKU_MESSAGES.codeTwice,
      exact: true,
    },
    {
      constraint: 'sku_barcode_unique',
      fields: ['barcode'],
      field: 'barcode',
      message: BARCODE_MESSAGES.duplicate,
      exact: true,
    },
  ],
  formats: { volume: POSITIVE_AMOUNT },
} satisfies EntityRules;

/** A product (SKU): the shared catalog's (no project) or a project's own. */
const skuSchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.nullable(z.string()),
  article: z.nullable(z.string()),
  barcode: z.nullable(z.string()),
  project_id: z.nullable(z.int()),
  project_name: z.nullable(z.string()),
  brand_id: z.nullable(z.int()),
  brand_name: z.nullable(z.string()),
  manufacturer_id: z.nullable(z.int()),
  manufacturer_name: z.nullable(z.string()),
  unit: z.nullable(z.enum(SKU_UNITS)),
  volume: z.nullable(z.string()),
  is_active: z.boolean(),
  /** The product's photo, set by an upload of type `sku` (GET it from the files service). */
  image_file_id: z.nullable(z.int()),
});
export type Sku = z.infer<typeof skuSchema>;

/** POST {main}/v2/sku/list/ with the spec's product filter keys. */
const skuListRequestSchema = catalogListSchema(
  {
    project_ids: z.optional(idListSchema),
    sku_ids: z.optional(idListSchema),
    sku_brand_ids: z.optional(idListSchema),
    sku_manufacturer_ids: z.optional(idListSchema),
    sku_category_ids: z.optional(idListSchema),
    sku_group_ids: z.optional(idListSchema),
    is_active: z.optional(z.boolean()),
  },
  ['name', 'article', 'code', 'id'],
);

const barcodeSchema = z.optional(
  z.nullable(z.string().check(z.refine(isValidEan, BARCODE_MESSAGES.invalid))),
);
const skuFields = {
  code: optionalText(),
  article: optionalText(64),
  barcode: barcodeSchema,
  brand_id: optionalId,
  manufacturer_id: optionalId,
  unit: z.optional(z.nullable(z.enum(SKU_UNITS))),
  volume: textInFormat(skuRules.formats.volume, 64),
  is_active: z.optional(z.boolean()),
};
/** POST {main}/sku/ — without a project the product joins the shared catalog. */
export const skuCreateSchema = z.strictObject({
  name: requiredText(),
  project_id: optionalId,
  ...skuFields,
  is_active: activeByDefault,
});
/** PATCH {main}/sku/{id}/ */
const skuPatchSchema = z.strictObject({ name: z.optional(requiredText()), ...skuFields });

/** Products: v2 list, get, create, patch (spec section 7). */
export const skuEndpoints = defineEndpoints({
  name: 'sku',
  service: 'main',
  permission: entityPermissions.sku,
  paths: {
    list: 'POST /v2/sku/list/',
    get: 'GET /sku/{id}/',
    create: 'POST /sku/',
    patch: 'PATCH /sku/{id}/',
  },
  contract: {
    row: skuSchema,
    list: skuListRequestSchema,
    create: skuCreateSchema,
    patch: skuPatchSchema,
  },
  defaultSort: 'name',
  rules: skuRules,
});
