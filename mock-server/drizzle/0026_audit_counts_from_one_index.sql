DROP INDEX "audit_events_side_created_at_idx";--> statement-breakpoint
CREATE INDEX "audit_events_side_search_text_idx" ON "audit_events" USING btree ("side","search_text");