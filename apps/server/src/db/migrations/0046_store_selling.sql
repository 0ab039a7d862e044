-- Issue 34: store items sold through the one cart and order path (decision 0085).
CREATE TABLE IF NOT EXISTS "store_cart_items" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"store_item_id" integer NOT NULL REFERENCES "store_items"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("user_id", "store_item_id")
);--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "beat_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "license_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "producer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "store_item_id" integer REFERENCES "store_items"("id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_ck" CHECK ("store_item_id" IS NOT NULL OR ("beat_id" IS NOT NULL AND "license_id" IS NOT NULL AND "producer_id" IS NOT NULL));--> statement-breakpoint
CREATE INDEX "order_items_store_item_idx" ON "order_items" ("store_item_id") WHERE "store_item_id" IS NOT NULL;
