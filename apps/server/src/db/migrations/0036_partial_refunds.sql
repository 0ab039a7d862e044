ALTER TABLE "orders" ADD COLUMN "refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "trackouts_status" text;--> statement-breakpoint
-- Lines sold with trackouts: delivered when their beat has the file, missing otherwise (issue 31).
UPDATE "order_items" i SET "trackouts_status" = CASE WHEN EXISTS (
  SELECT 1 FROM "attachments" a WHERE a."beat_id" = i."beat_id" AND a."kind" = 'zip' AND a."deleted_at" IS NULL
) THEN 'delivered' ELSE 'missing' END WHERE i."trackouts_id" IS NOT NULL;--> statement-breakpoint
UPDATE "order_items" SET "refunded" = "amount" WHERE "order_id" IN (SELECT "id" FROM "orders" WHERE "status" = 'refunded');--> statement-breakpoint
UPDATE "orders" SET "refunded" = "total" WHERE "status" = 'refunded';
