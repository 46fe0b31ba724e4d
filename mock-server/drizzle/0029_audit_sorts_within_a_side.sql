-- GET /audit sorted by action, actor or record type within one side (an administrator sees the rental side, a strata
-- administrator the strata side): the page is read in index order within the side, instead of walking the sort's index
-- over every side and skipping the other's events (18,000 read at 100,000 events for GET /audit?sort=-action as admin).
CREATE INDEX "audit_events_side_action_id_idx" ON "audit_events" USING btree ("side","action","id");--> statement-breakpoint
CREATE INDEX "audit_events_side_actor_name_id_idx" ON "audit_events" USING btree ("side","actor_name","id");--> statement-breakpoint
CREATE INDEX "audit_events_side_target_type_id_idx" ON "audit_events" USING btree ("side","target_type","id");