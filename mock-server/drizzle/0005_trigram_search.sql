CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "owner_profiles_name_trgm_idx" ON "owner_profiles" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "owner_profiles_city_trgm_idx" ON "owner_profiles" USING gin ("city" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "properties_rm_number_trgm_idx" ON "properties" USING gin ("rm_number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "properties_address_trgm_idx" ON "properties" USING gin ("address" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "properties_city_trgm_idx" ON "properties" USING gin ("city" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);