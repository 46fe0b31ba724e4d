-- Every table notifies its changes (as migration 0008 set up), so a server on PGlite forgets kept counts and accounts.
CREATE TRIGGER "housekeeping_runs_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "housekeeping_runs" FOR EACH STATEMENT EXECUTE FUNCTION "portal_data_changed"();--> statement-breakpoint
CREATE TRIGGER "service_requests_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_requests" FOR EACH STATEMENT EXECUTE FUNCTION "portal_data_changed"();--> statement-breakpoint
CREATE TRIGGER "service_request_attachments_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_request_attachments" FOR EACH STATEMENT EXECUTE FUNCTION "portal_data_changed"();--> statement-breakpoint
CREATE TRIGGER "service_request_comments_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_request_comments" FOR EACH STATEMENT EXECUTE FUNCTION "portal_data_changed"();--> statement-breakpoint
CREATE TRIGGER "service_request_events_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_request_events" FOR EACH STATEMENT EXECUTE FUNCTION "portal_data_changed"();--> statement-breakpoint
CREATE TRIGGER "service_request_followers_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_request_followers" FOR EACH STATEMENT EXECUTE FUNCTION "portal_data_changed"();
