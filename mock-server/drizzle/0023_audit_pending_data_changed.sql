-- Every table notifies its changes (migration 0008), audit_pending too: its rows live only until their transaction
-- commits, but the rule has no exceptions, so no table is ever left out by a later one that does keep rows.
CREATE TRIGGER "audit_pending_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "audit_pending" FOR EACH STATEMENT EXECUTE FUNCTION "portal_data_changed"();
