-- Issue 31: trackouts are sold only when they can be delivered; a line whose file is missing is put right.
ALTER TABLE "order_items" ADD COLUMN "trackouts_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "trackouts_missing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "trackouts_refund_requested_at" timestamp with time zone;--> statement-breakpoint
-- The add-on's share of what the line cost (a coupon took its part off the add-on too), floored to the cent.
UPDATE "order_items" i SET "trackouts_amount" = LEAST(i."amount", (l."price"::bigint * i."amount" / NULLIF(i."line_total", 0))::integer)
FROM "licenses" l WHERE l."id" = i."trackouts_id" AND i."line_total" > 0;--> statement-breakpoint
-- Lines sold after 0036 carried no status: delivered when their beat has the file, missing otherwise.
UPDATE "order_items" i SET "trackouts_status" = CASE WHEN EXISTS (
  SELECT 1 FROM "attachments" a WHERE a."beat_id" = i."beat_id" AND a."kind" = 'zip' AND a."deleted_at" IS NULL
) THEN 'delivered' ELSE 'missing' END WHERE i."trackouts_id" IS NOT NULL AND i."trackouts_status" IS NULL;--> statement-breakpoint
UPDATE "order_items" i SET "trackouts_missing_since" = COALESCE(o."paid_at", o."created_at")
FROM "orders" o WHERE o."id" = i."order_id" AND i."trackouts_status" = 'missing';--> statement-breakpoint
CREATE INDEX "order_items_trackouts_missing_idx" ON "order_items" ("trackouts_missing_since") WHERE "trackouts_status" = 'missing';--> statement-breakpoint
-- The built-in test gateway's partial refunds, one per idempotency key (as Stripe keeps a refund per key).
CREATE TABLE IF NOT EXISTS "test_gateway_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
