CREATE TABLE "housekeeping_runs" (
	"job" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL,
	"last_removed" integer,
	"last_error" text
);
