ALTER TABLE "listings" ADD COLUMN "archived_with_property" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "archived_with_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Rows archived before this column existed: those under an archived parent are taken as archived with it.
UPDATE "listings" SET "archived_with_property" = true FROM "properties" WHERE "listings"."property_id" = "properties"."id" AND "listings"."archived" AND "properties"."archived";--> statement-breakpoint
UPDATE "properties" SET "archived_with_owner" = true FROM "owner_profiles" WHERE "properties"."owner_id" = "owner_profiles"."id" AND "properties"."archived" AND "owner_profiles"."archived";
