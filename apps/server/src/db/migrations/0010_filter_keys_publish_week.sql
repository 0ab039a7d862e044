ALTER TABLE "beats" drop column "filter_keys";--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "filter_keys" text[] GENERATED ALWAYS AS ((case when "beats"."bpm" is null then "beats"."tag_slugs" else "beats"."tag_slugs" || array['bpm:' || "beats"."bpm"::text, 'bpm:' || ("beats"."bpm" / 10)::text || 'x', 'bpm:' || ("beats"."bpm" / 100)::text || 'xx'] end) || (case when "beats"."published_at" is null then '{}'::text[] else array['pub:' || floor(extract(epoch from ("beats"."published_at" - timestamptz '2000-01-01 00:00:00+00')) / 604800)::int::text] end)) STORED;--> statement-breakpoint
-- Dropping the column dropped its index: build it again.
CREATE INDEX "beats_find_gin" ON "beats" USING gin ("search_vector","filter_keys");
