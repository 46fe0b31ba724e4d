-- The audit chain is appended at COMMIT (audit/chain.ts appendAuditEvent): an event is first written unchained to
-- audit_pending, with no lock, in the transaction of the change it records; a deferred constraint trigger then
-- appends it to the chain (audit_append, migration 0019) as that transaction commits and removes it from
-- audit_pending. The chain head's row lock is so taken inside the database's commit and held until it ends, never
-- across a round trip to the server that sent the change: concurrent writers wait on each other for microseconds,
-- not for a busy server to send its COMMIT. A rolled back change leaves no pending event. Events chain in commit
-- order, and their ids with them.
CREATE TABLE "audit_pending" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"digest" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"kind" text NOT NULL,
	"side" text NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"actor_role" text,
	"ip" text,
	"target_type" text,
	"target_id" integer,
	"details" jsonb NOT NULL
);--> statement-breakpoint
CREATE FUNCTION "audit_pending_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM audit_append(NEW.digest, NEW.created_at, NEW.action, NEW.kind, NEW.side, NEW.actor_id, NEW.actor_name,
                       NEW.actor_role, NEW.ip, NEW.target_type, NEW.target_id, NEW.details);
  DELETE FROM audit_pending WHERE seq = NEW.seq;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_pending_chain" AFTER INSERT ON "audit_pending" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "audit_pending_chain"();
