-- Issue 34 (decision 0097): offer terms. A producer's custom-beat offers; the house's mixing and mastering
-- packages gain the same terms (a fixed price skips the quote, deposit percent, revisions, delivery days).
-- Existing packages keep asking for a quote (fixed_price false); existing orders keep their own terms.
CREATE TABLE IF NOT EXISTS "service_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL REFERENCES "users"("id"),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer,
	"deposit_percent" integer DEFAULT 50 NOT NULL,
	"revisions" integer DEFAULT 2 NOT NULL,
	"delivery_days" integer DEFAULT 14 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "service_offers_price_ck" CHECK ("price" IS NULL OR "price" > 0),
	CONSTRAINT "service_offers_deposit_ck" CHECK ("deposit_percent" BETWEEN 10 AND 90),
	CONSTRAINT "service_offers_revisions_ck" CHECK ("revisions" BETWEEN 0 AND 10),
	CONSTRAINT "service_offers_days_ck" CHECK ("delivery_days" BETWEEN 1 AND 365)
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "service_offers_seller_idx" ON "service_offers" ("seller_id");--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN IF NOT EXISTS "fixed_price" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN IF NOT EXISTS "deposit_percent" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN IF NOT EXISTS "revisions" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN IF NOT EXISTS "delivery_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_terms_ck" CHECK ("deposit_percent" BETWEEN 10 AND 90 AND "revisions" BETWEEN 0 AND 10 AND "delivery_days" BETWEEN 1 AND 365);--> statement-breakpoint
ALTER TABLE "service_orders" ADD COLUMN IF NOT EXISTS "offer_id" integer REFERENCES "service_offers"("id");
