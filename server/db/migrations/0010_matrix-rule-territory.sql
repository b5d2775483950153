-- NOT VALID: rows written before these checks (a rule without criteria hits every outlet of
-- its project) stay as they were; every new or changed row is checked.
ALTER TABLE "matrix_rules" ADD COLUMN "territory_id" integer;--> statement-breakpoint
ALTER TABLE "matrix_rules" ADD CONSTRAINT "matrix_rules_territory_id_territories_id_fk" FOREIGN KEY ("territory_id") REFERENCES "public"."territories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matrices" ADD CONSTRAINT "matrices_dates_check" CHECK ("matrices"."start_date" <= "matrices"."end_date") NOT VALID;--> statement-breakpoint
ALTER TABLE "matrix_rules" ADD CONSTRAINT "matrix_rules_criteria_check" CHECK (num_nonnulls("matrix_rules"."project_retail_id", "matrix_rules"."retail_id", "matrix_rules"."outlet_type_id", "matrix_rules"."region_id", "matrix_rules"."branch_id", "matrix_rules"."city_id", "matrix_rules"."territory_id", "matrix_rules"."project_outlet_id") > 0) NOT VALID;