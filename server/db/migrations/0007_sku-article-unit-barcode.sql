DROP INDEX "sku_barcode_index";--> statement-breakpoint
ALTER TABLE "sku" ADD COLUMN "article" text;--> statement-breakpoint
ALTER TABLE "sku" ADD COLUMN "unit" text;--> statement-breakpoint
-- A barcode taken twice before it had to be unique: the later products lose it, so that the
-- index can be built.
UPDATE "sku" SET "barcode" = NULL WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "barcode" ORDER BY "id") AS "rank"
    FROM "sku" WHERE "barcode" IS NOT NULL
  ) AS "taken" WHERE "rank" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "sku_barcode_unique" ON "sku" USING btree ("barcode");