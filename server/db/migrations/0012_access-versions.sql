CREATE TABLE "access_versions" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "access_versions" ("id", "version") VALUES (1, 1);--> statement-breakpoint
CREATE FUNCTION "bump_access_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "access_versions" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "user_roles_bump_access_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_access_version"();--> statement-breakpoint
CREATE TRIGGER "user_projects_bump_access_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_projects" FOR EACH STATEMENT EXECUTE FUNCTION "bump_access_version"();--> statement-breakpoint
CREATE TRIGGER "settings_bump_access_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_access_version"();--> statement-breakpoint
CREATE TRIGGER "setting_values_bump_access_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "setting_values" FOR EACH STATEMENT EXECUTE FUNCTION "bump_access_version"();
