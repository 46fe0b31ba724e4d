CREATE INDEX "audit_events_action_id_idx" ON "audit_events" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_name_id_idx" ON "audit_events" USING btree ("actor_name","id");--> statement-breakpoint
CREATE INDEX "audit_events_target_type_id_idx" ON "audit_events" USING btree ("target_type","id");