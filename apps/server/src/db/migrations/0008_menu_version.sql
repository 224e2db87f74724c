CREATE TABLE "cache_versions" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "cache_versions" ("name", "version") VALUES ('menus', 0);--> statement-breakpoint
-- Issue 16: every write to the menus or to what roles hold bumps the version in the same
-- transaction (also cascades, seeds and hand-written SQL), so cached navigation trees keyed by
-- it go stale exactly when the change commits, in every server process.
CREATE FUNCTION "bump_menus_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cache_versions" SET "version" = "version" + 1 WHERE "name" = 'menus';
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "permissions_bump_menus_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_menus_version"();--> statement-breakpoint
CREATE TRIGGER "role_permissions_bump_menus_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_menus_version"();
