ALTER TABLE "documents" ADD COLUMN "filed_for" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "filed_on" date;--> statement-breakpoint
-- The Documents table (GET /documents) sorts by Filed For (the property's RM number, else the owner's name: columns of
-- other tables) and by Date (the document's date, else its record's day: an expression). A copy of each on the row,
-- indexed with id, lets a sorted page read one page of an index instead of joining and sorting every document.
-- Triggers keep both in the transaction that changes either side; the application never writes them.
CREATE FUNCTION "portal_document_sort_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rm text;
  owner text;
BEGIN
  NEW."filed_on" := coalesce(NEW."document_date", NEW."created_at"::date);
  -- FOR SHARE: a rename committing meanwhile is waited for, so the copy is never the old name.
  SELECT "rm_number" INTO rm FROM "properties" WHERE "id" = NEW."property_id" FOR SHARE;
  SELECT "name" INTO owner FROM "owner_profiles" WHERE "id" = NEW."owner_id" FOR SHARE;
  NEW."filed_for" := coalesce(rm, owner);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "documents_sort_keys" BEFORE INSERT OR UPDATE OF "property_id", "owner_id", "document_date", "created_at", "filed_for", "filed_on" ON "documents" FOR EACH ROW EXECUTE FUNCTION "portal_document_sort_keys"();--> statement-breakpoint
CREATE FUNCTION "portal_property_rm_number_to_documents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "documents" SET "filed_for" = NEW."rm_number" WHERE "property_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_rm_number_to_documents" AFTER UPDATE OF "rm_number" ON "properties" FOR EACH ROW WHEN (OLD."rm_number" IS DISTINCT FROM NEW."rm_number") EXECUTE FUNCTION "portal_property_rm_number_to_documents"();--> statement-breakpoint
CREATE FUNCTION "portal_owner_name_to_documents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The row trigger above works the copy out again (a document of a property keeps the RM number).
  UPDATE "documents" SET "filed_for" = NEW."name" WHERE "owner_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "owner_profiles_name_to_documents" AFTER UPDATE OF "name" ON "owner_profiles" FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "portal_owner_name_to_documents"();--> statement-breakpoint
-- Every existing row through the row trigger.
UPDATE "documents" SET "filed_on" = NULL;--> statement-breakpoint
CREATE INDEX "documents_filed_on_idx" ON "documents" USING btree ("filed_on","id");--> statement-breakpoint
CREATE INDEX "documents_filed_for_idx" ON "documents" USING btree ("filed_for","id");
