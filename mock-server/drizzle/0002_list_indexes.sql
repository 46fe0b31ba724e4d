CREATE INDEX "owner_profiles_archived_name_idx" ON "owner_profiles" USING btree ("archived","name","id");--> statement-breakpoint
CREATE INDEX "owner_profiles_archived_city_idx" ON "owner_profiles" USING btree ("archived","city","id");--> statement-breakpoint
CREATE INDEX "properties_archived_rm_number_idx" ON "properties" USING btree ("archived","rm_number","id");--> statement-breakpoint
CREATE INDEX "properties_archived_city_idx" ON "properties" USING btree ("archived","city","id");--> statement-breakpoint
CREATE INDEX "properties_archived_street_idx" ON "properties" USING btree ("archived","street","id");--> statement-breakpoint
CREATE INDEX "properties_archived_contract_type_idx" ON "properties" USING btree ("archived","contract_type","id");