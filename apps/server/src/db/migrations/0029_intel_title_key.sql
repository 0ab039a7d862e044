ALTER TABLE "intel_range_beats" ADD COLUMN "title_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "intel_range_beats" a SET "title_key" = lower(b."title") FROM "beats" b WHERE b."id" = a."beat_id";--> statement-breakpoint
CREATE INDEX "intel_range_beats_title_idx" ON "intel_range_beats" USING btree ("set_id","title_key","beat_id");--> statement-breakpoint
-- The set id beside the title's trigrams in one GIN index needs btree_gin (PostgreSQL's contrib). PGlite
-- hangs on trigram searches once its btree_gin module is loaded, so it does without: the embedded
-- database holds small catalogs, where trigrams over every set's titles are quick enough.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS btree_gin;
  CREATE INDEX "intel_range_beats_title_trgm" ON "intel_range_beats" USING gin ("set_id","title_key" gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  CREATE INDEX "intel_range_beats_title_trgm" ON "intel_range_beats" USING gin ("title_key" gin_trgm_ops);
END $$;--> statement-breakpoint
-- A renamed beat is sorted and found under its new title in every range set at once.
CREATE FUNCTION "intel_range_beats_retitle"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "intel_range_beats" SET "title_key" = lower(NEW."title") WHERE "beat_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "beats_retitle" AFTER UPDATE OF "title" ON "beats"
  FOR EACH ROW WHEN (OLD."title" IS DISTINCT FROM NEW."title") EXECUTE FUNCTION "intel_range_beats_retitle"();
