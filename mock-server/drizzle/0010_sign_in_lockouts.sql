CREATE TABLE "sign_in_lockouts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"locks" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TRIGGER "sign_in_lockouts_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sign_in_lockouts" FOR EACH STATEMENT EXECUTE FUNCTION "portal_data_changed"();
