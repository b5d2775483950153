-- A project outlet's name was left empty to mean the reference outlet's: it is written out now.
UPDATE "project_outlets" SET "name" = "outlets"."name" FROM "outlets" WHERE "outlets"."id" = "project_outlets"."outlet_id" AND "project_outlets"."name" IS NULL;--> statement-breakpoint
ALTER TABLE "project_outlets" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
-- Names taken twice in one parent before they had to be unique: the later rows get their id.
UPDATE "branches" AS "t" SET "name" = "t"."name" || ' (' || "t"."id" || ')' FROM "branches" AS "o" WHERE "o"."project_id" = "t"."project_id" AND lower("o"."name") = lower("t"."name") AND "o"."id" < "t"."id";--> statement-breakpoint
UPDATE "cities" AS "t" SET "name" = "t"."name" || ' (' || "t"."id" || ')' FROM "cities" AS "o" WHERE "o"."region_id" = "t"."region_id" AND lower("o"."name") = lower("t"."name") AND "o"."id" < "t"."id";--> statement-breakpoint
UPDATE "regions" AS "t" SET "name" = "t"."name" || ' (' || "t"."id" || ')' FROM "regions" AS "o" WHERE lower("o"."name") = lower("t"."name") AND "o"."id" < "t"."id";--> statement-breakpoint
UPDATE "territories" AS "t" SET "name" = "t"."name" || ' (' || "t"."id" || ')' FROM "territories" AS "o" WHERE "o"."project_id" = "t"."project_id" AND lower("o"."name") = lower("t"."name") AND "o"."id" < "t"."id";--> statement-breakpoint
UPDATE "outlet_types" AS "t" SET "name" = "t"."name" || ' (' || "t"."id" || ')' FROM "outlet_types" AS "o" WHERE lower("o"."name") = lower("t"."name") AND "o"."id" < "t"."id";--> statement-breakpoint
UPDATE "project_retails" AS "t" SET "name" = "t"."name" || ' (' || "t"."id" || ')' FROM "project_retails" AS "o" WHERE "o"."project_id" = "t"."project_id" AND lower("o"."name") = lower("t"."name") AND "o"."id" < "t"."id";--> statement-breakpoint
UPDATE "retails" AS "t" SET "name" = "t"."name" || ' (' || "t"."id" || ')' FROM "retails" AS "o" WHERE lower("o"."name") = lower("t"."name") AND "o"."id" < "t"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "branches_project_id_name_unique" ON "branches" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "cities_region_id_name_unique" ON "cities" USING btree ("region_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "regions_name_unique" ON "regions" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "territories_project_id_name_unique" ON "territories" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "outlet_types_name_unique" ON "outlet_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "project_retails_project_id_name_unique" ON "project_retails" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "retails_name_unique" ON "retails" USING btree (lower("name"));