ALTER TABLE "owner_profiles" ADD COLUMN "user_email" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "owner_name" text;--> statement-breakpoint
-- The tables sort and search by a column of another table (properties by owner name, owners by email): a copy of it
-- on the list's own table, indexed with archived and id and by trigrams, lets a sorted page read one page of that
-- index instead of joining and sorting every row, and a search read one table. Triggers keep each copy in the transaction that changes either side; the application never
-- writes them.
UPDATE "properties" SET "owner_name" = "owner_profiles"."name" FROM "owner_profiles" WHERE "owner_profiles"."id" = "properties"."owner_id";--> statement-breakpoint
UPDATE "owner_profiles" SET "user_email" = "users"."email" FROM "users" WHERE "users"."id" = "owner_profiles"."user_id";--> statement-breakpoint
CREATE FUNCTION "portal_property_owner_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- FOR SHARE: a rename of the owner committing meanwhile is waited for, so the copy is never the old name.
  SELECT "name" INTO NEW."owner_name" FROM "owner_profiles" WHERE "id" = NEW."owner_id" FOR SHARE;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Also when the owner is deleted: the foreign key's ON DELETE SET NULL updates owner_id, which fires this.
CREATE TRIGGER "properties_owner_name" BEFORE INSERT OR UPDATE OF "owner_id", "owner_name" ON "properties" FOR EACH ROW EXECUTE FUNCTION "portal_property_owner_name"();--> statement-breakpoint
CREATE FUNCTION "portal_owner_name_to_properties"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "properties" SET "owner_name" = NEW."name" WHERE "owner_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "owner_profiles_name_to_properties" AFTER UPDATE OF "name" ON "owner_profiles" FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "portal_owner_name_to_properties"();--> statement-breakpoint
CREATE FUNCTION "portal_owner_user_email"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "email" INTO NEW."user_email" FROM "users" WHERE "id" = NEW."user_id" FOR SHARE;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "owner_profiles_user_email" BEFORE INSERT OR UPDATE OF "user_id", "user_email" ON "owner_profiles" FOR EACH ROW EXECUTE FUNCTION "portal_owner_user_email"();--> statement-breakpoint
CREATE FUNCTION "portal_user_email_to_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "owner_profiles" SET "user_email" = NEW."email" WHERE "user_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_email_to_owner_profiles" AFTER UPDATE OF "email" ON "users" FOR EACH ROW WHEN (OLD."email" IS DISTINCT FROM NEW."email") EXECUTE FUNCTION "portal_user_email_to_owner"();--> statement-breakpoint
CREATE INDEX "owner_profiles_archived_user_email_idx" ON "owner_profiles" USING btree ("archived","user_email","id");--> statement-breakpoint
CREATE INDEX "properties_archived_owner_name_idx" ON "properties" USING btree ("archived","owner_name","id");--> statement-breakpoint
CREATE INDEX "owner_profiles_user_email_trgm_idx" ON "owner_profiles" USING gin ("user_email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "properties_owner_name_trgm_idx" ON "properties" USING gin ("owner_name" gin_trgm_ops) WITH (fastupdate=false);
