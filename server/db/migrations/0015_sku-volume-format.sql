-- Volumes written before this rule held: a leading minus goes and runs of spaces become one;
-- what still names no amount above zero is cleared.
UPDATE "sku" SET "volume" = regexp_replace(btrim(regexp_replace("volume", '^\s*-+', '')), '\s+', ' ', 'g') WHERE "volume" !~ '^$|^([0-9]*[1-9][0-9]*([.,][0-9]+)?|[0-9]+[.,][0-9]*[1-9][0-9]*)( ?[^0-9\s.,-][^0-9]*)?$';--> statement-breakpoint
UPDATE "sku" SET "volume" = NULL WHERE "volume" !~ '^$|^([0-9]*[1-9][0-9]*([.,][0-9]+)?|[0-9]+[.,][0-9]*[1-9][0-9]*)( ?[^0-9\s.,-][^0-9]*)?$';--> statement-breakpoint
ALTER TABLE "sku" ADD CONSTRAINT "sku_volume_format" CHECK ("sku"."volume" ~ '^$|^([0-9]*[1-9][0-9]*([.,][0-9]+)?|[0-9]+[.,][0-9]*[1-9][0-9]*)( ?[^0-9\s.,-][^0-9]*)?$');
