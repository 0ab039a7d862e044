-- Issue 37 §5 (decision 0102): Beat Intelligence counts the counted play ('play_counted') beside the raw start.
ALTER TABLE "beat_monthly_stats" ADD COLUMN "plays_counted" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "intel_range_beats" ADD COLUMN "plays_counted" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "intel_range_producers" ADD COLUMN "plays_counted" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE INDEX "intel_range_beats_plays_counted_idx" ON "intel_range_beats" USING btree ("set_id",plays_counted,"beat_id");
--> statement-breakpoint
-- Counted plays so far (since migration 0052) are the 'played_counted' stat rows: each becomes the event on its
-- UTC day in every rollup. Days before 0052 had no counted plays and keep none (a raw start was never a count).
CREATE TEMPORARY TABLE "counted_backfill" AS
  SELECT s.beat_id, (s.created_at AT TIME ZONE 'UTC')::date AS day, b.producer_id, count(*)::int AS n
  FROM "beat_stats" s JOIN "beats" b ON b.id = s.beat_id
  WHERE s.stat = 'played_counted'
  GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "beat_daily_events" (beat_id, day, event, count)
  SELECT beat_id, day, 'play_counted', n FROM "counted_backfill"
  ON CONFLICT (beat_id, day, event) DO UPDATE SET count = excluded.count;
--> statement-breakpoint
INSERT INTO "producer_daily_events" (producer_id, day, event, count, revenue)
  SELECT producer_id, day, 'play_counted', sum(n), 0 FROM "counted_backfill" GROUP BY producer_id, day
  ON CONFLICT (producer_id, day, event) DO UPDATE SET count = excluded.count;
--> statement-breakpoint
INSERT INTO "store_daily_events" (day, event, count, revenue)
  SELECT day, 'play_counted', sum(n), 0 FROM "counted_backfill" GROUP BY day
  ON CONFLICT (day, event) DO UPDATE SET count = excluded.count;
--> statement-breakpoint
INSERT INTO "beat_monthly_stats" (month, beat_id, producer_id, plays_counted)
  SELECT date_trunc('month', day)::date, beat_id, min(producer_id), sum(n) FROM "counted_backfill" GROUP BY 1, beat_id
  ON CONFLICT (month, beat_id) DO UPDATE SET plays_counted = excluded.plays_counted;
--> statement-breakpoint
-- The precomputed range sets lack the new column's past: dropped, the rollup job rebuilds them at boot.
DELETE FROM "intel_range_beats";
--> statement-breakpoint
DELETE FROM "intel_range_producers";
--> statement-breakpoint
DELETE FROM "intel_range_moves";
--> statement-breakpoint
DELETE FROM "intel_range_sets";
--> statement-breakpoint
DROP TABLE "counted_backfill";
