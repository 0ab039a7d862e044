-- Issue 34: one service-order flow (custom beats, mixing and mastering, artist features), paid as cart lines (decision 0088).
CREATE TABLE IF NOT EXISTS "service_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"buyer_id" integer NOT NULL REFERENCES "users"("id"),
	"seller_id" integer REFERENCES "users"("id"),
	"service_id" integer REFERENCES "services"("id"),
	"feature_item_id" integer REFERENCES "order_items"("id"),
	"title" text NOT NULL,
	"brief" jsonb NOT NULL,
	"price" integer,
	"deposit_percent" integer DEFAULT 50 NOT NULL,
	"revisions_included" integer DEFAULT 2 NOT NULL,
	"revisions_used" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_orders_price_ck" CHECK ("price" IS NULL OR "price" > 0)
);--> statement-breakpoint
CREATE INDEX "service_orders_buyer_idx" ON "service_orders" ("buyer_id");--> statement-breakpoint
CREATE INDEX "service_orders_seller_idx" ON "service_orders" ("seller_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "service_order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_order_id" integer NOT NULL REFERENCES "service_orders"("id") ON DELETE CASCADE,
	"author_id" integer REFERENCES "users"("id"),
	"kind" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "service_order_events_order_idx" ON "service_order_events" ("service_order_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "service_milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_order_id" integer NOT NULL REFERENCES "service_orders"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_milestones_amount_ck" CHECK ("amount" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "service_milestones_kind_uq" ON "service_milestones" ("service_order_id", "kind");--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "service_milestone_id" integer REFERENCES "service_milestones"("id");--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_product_ck";--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_ck" CHECK ("store_item_id" IS NOT NULL OR "service_milestone_id" IS NOT NULL OR ("beat_id" IS NOT NULL AND "license_id" IS NOT NULL AND "producer_id" IS NOT NULL));--> statement-breakpoint
CREATE INDEX "order_items_service_milestone_idx" ON "order_items" ("service_milestone_id") WHERE "service_milestone_id" IS NOT NULL;
