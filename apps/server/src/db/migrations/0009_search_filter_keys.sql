DROP INDEX "beats_bpm_published_idx";--> statement-breakpoint
DROP INDEX "beats_tags_gin";--> statement-breakpoint
DROP INDEX "beats_search_gin";--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "filter_keys" text[] GENERATED ALWAYS AS (case when "beats"."bpm" is null then "beats"."tag_slugs" else "beats"."tag_slugs" || array['bpm:' || "beats"."bpm"::text, 'bpm:' || ("beats"."bpm" / 10)::text || 'x', 'bpm:' || ("beats"."bpm" / 100)::text || 'xx'] end) STORED;--> statement-breakpoint
CREATE INDEX "beats_find_gin" ON "beats" USING gin ("search_vector","filter_keys");