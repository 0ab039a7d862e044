-- Issue 34 (decision 0099): a store item's audio demo, made from the seller's upload by the audio pipeline.
ALTER TABLE "store_items" ADD COLUMN "demo_master_key" text;--> statement-breakpoint
ALTER TABLE "store_items" ADD COLUMN "demo_key" text;--> statement-breakpoint
ALTER TABLE "store_items" ADD COLUMN "demo_url" text;--> statement-breakpoint
ALTER TABLE "store_items" ADD COLUMN "demo_waveform_url" text;--> statement-breakpoint
ALTER TABLE "store_items" ADD COLUMN "demo_duration_ms" integer;--> statement-breakpoint
ALTER TABLE "store_items" ADD COLUMN "demo_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_items" ADD COLUMN "demo_error" text;--> statement-breakpoint
ALTER TABLE "media_jobs" ALTER COLUMN "beat_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "media_jobs" ADD COLUMN "store_item_id" integer REFERENCES "store_items"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "media_jobs" ADD CONSTRAINT "media_jobs_one_target_ck" CHECK (num_nonnulls("beat_id", "store_item_id") = 1);--> statement-breakpoint
CREATE INDEX "media_jobs_store_item_idx" ON "media_jobs" ("store_item_id") WHERE "store_item_id" IS NOT NULL;
