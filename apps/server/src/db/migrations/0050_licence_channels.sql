-- Issue 35 §3: the YouTube channels a licence covers, and each producer's secret allowlist feed (decision 0092).
ALTER TABLE "order_items" ADD COLUMN "youtube_channels" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "order_items_channels_idx" ON "order_items" ("producer_id") WHERE "youtube_channels" <> '[]'::jsonb;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "allowlist_feeds" (
	"producer_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"token" text NOT NULL UNIQUE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
