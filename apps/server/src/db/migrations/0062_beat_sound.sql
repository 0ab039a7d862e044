-- Issue 37 §1-2 (decision 0104): what a master sounds like, as a point for nearest-neighbour queries.
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "sound" cube;
--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "loudness_lufs" real;
--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "sound_version" smallint;
--> statement-breakpoint
-- Only beats a buyer can be offered: the similar list and "sounds like" walk this index nearest first.
CREATE INDEX "beats_sound_gist" ON "beats" USING gist ("sound")
  WHERE "sound" IS NOT NULL AND "published_at" IS NOT NULL AND "deleted_at" IS NULL AND "available" AND NOT "sold" AND "family" = 'beat';
--> statement-breakpoint
-- The backfill's queue: masters not yet described (a new layout's migration clears sound_version).
CREATE INDEX "beats_sound_pending_idx" ON "beats" ("id") WHERE "sound_version" IS NULL AND "master_key" IS NOT NULL;
