DROP INDEX "owner_profiles_name_trgm_idx";--> statement-breakpoint
DROP INDEX "owner_profiles_city_trgm_idx";--> statement-breakpoint
DROP INDEX "owner_profiles_user_email_trgm_idx";--> statement-breakpoint
DROP INDEX "properties_rm_number_trgm_idx";--> statement-breakpoint
DROP INDEX "properties_address_trgm_idx";--> statement-breakpoint
DROP INDEX "properties_city_trgm_idx";--> statement-breakpoint
DROP INDEX "properties_owner_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "owner_profiles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || chr(31) || coalesce(user_email, '') || chr(31) || city)) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(rm_number || chr(31) || address || chr(31) || city || chr(31) || coalesce(owner_name, ''))) STORED;--> statement-breakpoint
CREATE INDEX "owner_profiles_search_text_trgm_idx" ON "owner_profiles" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "properties_search_text_trgm_idx" ON "properties" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);