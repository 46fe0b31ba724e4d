-- The change notifications of migration 0008 name the table changed (the payload; PostgreSQL sends one per table and
-- transaction), so a server on PGlite can keep what reads only some tables until one of those changes: the session
-- check's accounts are kept across writes to owners, properties and documents (plugins/auth.ts).
CREATE OR REPLACE FUNCTION "portal_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('portal.notify_data', true) = 'on' THEN
    PERFORM pg_notify('portal_data', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;
