CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "beats_title_trgm";--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- The words of every beat written: a statement's new rows at once (imports and the bench generator insert
-- thousands), and a row whose title, tags or description changed. Counter updates name none of those columns.
CREATE FUNCTION "search_words_of_new_beats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" SELECT DISTINCT w.lexeme FROM "new_beats" b, unnest(b."search_vector") w ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "search_words_of_beat"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" SELECT w.lexeme FROM unnest(NEW."search_vector") w ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "beats_search_words_insert" AFTER INSERT ON "beats" REFERENCING NEW TABLE AS "new_beats"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_of_new_beats"();--> statement-breakpoint
CREATE TRIGGER "beats_search_words_update" AFTER UPDATE OF "title", "search_text", "description" ON "beats"
  FOR EACH ROW WHEN (OLD."search_vector" IS DISTINCT FROM NEW."search_vector") EXECUTE FUNCTION "search_words_of_beat"();--> statement-breakpoint
INSERT INTO "search_words" SELECT word FROM ts_stat('SELECT search_vector FROM beats') ON CONFLICT DO NOTHING;
