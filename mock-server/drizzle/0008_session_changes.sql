-- Every change to the tables the session check reads (an account archived, its password or role changed, an owner's
-- profile archived) sends a notification on the channel portal_session when its transaction commits. A server on
-- PGlite (one process, the only one on its database) keeps the accounts it checked in memory and forgets them all on
-- this notification, which PGlite delivers before the writing query's answer: the very next request reads again.
CREATE FUNCTION "portal_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_session', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_session_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "portal_session_changed"();--> statement-breakpoint
CREATE TRIGGER "owner_profiles_session_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "owner_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "portal_session_changed"();
