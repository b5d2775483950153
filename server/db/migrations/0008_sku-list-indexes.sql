DROP INDEX "sku_brand_id_index";--> statement-breakpoint
DROP INDEX "sku_manufacturer_id_index";--> statement-breakpoint
CREATE INDEX "sku_name_index" ON "sku" USING btree ("name","id","project_id");--> statement-breakpoint
CREATE INDEX "sku_brand_id_index" ON "sku" USING btree ("brand_id","name","id","project_id");--> statement-breakpoint
CREATE INDEX "sku_manufacturer_id_index" ON "sku" USING btree ("manufacturer_id","name","id","project_id");