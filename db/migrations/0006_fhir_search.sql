-- Indexes and a name-word table for the public FHIR API's searches (src/fhir/, issue 14).
-- Custom SQL: the table is kept by triggers, not by Drizzle, so the schema snapshot is unchanged.
CREATE INDEX IF NOT EXISTS "providers_zip_idx" ON "providers" USING btree ("zip");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "providers_state_category_idx" ON "providers" USING btree ("state", "category");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "providers_specialty_idx" ON "providers" USING btree ("specialty");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "formulary_drugs_drug_id_idx" ON "formulary_drugs" USING btree ("drug_id");--> statement-breakpoint
-- Every word of every directory name, for FHIR string search ("any word starts with").
CREATE TABLE IF NOT EXISTS "provider_name_words" (
	"word" text NOT NULL,
	"provider_id" integer NOT NULL,
	CONSTRAINT "provider_name_words_pk" PRIMARY KEY ("word", "provider_id")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "provider_name_words_prefix_idx" ON "provider_name_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "provider_name_words_provider_idx" ON "provider_name_words" USING btree ("provider_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "provider_name_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "provider_name_words" ("word", "provider_id")
	SELECT DISTINCT w, n.id FROM new_rows n, regexp_split_to_table(lower(n.name), '[^a-z0-9]+') AS w WHERE w <> ''
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "provider_name_words_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "provider_name_words" WHERE "provider_id" IN (SELECT id FROM old_rows);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "provider_name_words_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "provider_name_words";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "providers_name_words_insert" AFTER INSERT ON "providers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "provider_name_words_add"();--> statement-breakpoint
CREATE TRIGGER "providers_name_words_delete" AFTER DELETE ON "providers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "provider_name_words_remove"();--> statement-breakpoint
CREATE TRIGGER "providers_name_words_update_1_old" AFTER UPDATE ON "providers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "provider_name_words_remove"();--> statement-breakpoint
CREATE TRIGGER "providers_name_words_update_2_new" AFTER UPDATE ON "providers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "provider_name_words_add"();--> statement-breakpoint
CREATE TRIGGER "providers_name_words_truncate" AFTER TRUNCATE ON "providers" FOR EACH STATEMENT EXECUTE FUNCTION "provider_name_words_clear"();--> statement-breakpoint
INSERT INTO "provider_name_words" ("word", "provider_id")
SELECT DISTINCT w, p.id FROM "providers" p, regexp_split_to_table(lower(p.name), '[^a-z0-9]+') AS w WHERE w <> ''
ON CONFLICT DO NOTHING;
