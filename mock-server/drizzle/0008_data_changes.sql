-- Every statement that changes a table can notify the channel portal_data when its transaction commits, where the
-- session asked for it (portal.notify_data = on). A server on PGlite (the one process on its database) asks, and
-- counts the notifications, which PGlite delivers before the writing query's answer: a list's count and a session's
-- account kept under the same count are still right (http/list-query.ts, plugins/auth.ts), without asking the
-- database for its snapshot on every page or for the account on every request. PostgreSQL sessions do not ask (other instances write too, and
-- NOTIFY serializes commits), so there the trigger does nothing. A table made by a later migration needs the same
-- trigger (list-query.test.ts checks every table has it).
CREATE FUNCTION "portal_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('portal.notify_data', true) = 'on' THEN
    PERFORM pg_notify('portal_data', '');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "portal_data_changed"()',
      t.tablename || '_data_changed',
      t.tablename
    );
  END LOOP;
END
$$;
