-- Issue 35 §2: offers and counter-offers (decision 0098).
CREATE TABLE "beat_offer_settings" (
  "beat_id" integer PRIMARY KEY REFERENCES "beats"("id") ON DELETE CASCADE,
  "enabled" boolean NOT NULL DEFAULT false,
  "floors" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "offers" (
  "id" serial PRIMARY KEY,
  "beat_id" integer NOT NULL REFERENCES "beats"("id") ON DELETE CASCADE,
  "buyer_id" integer NOT NULL REFERENCES "users"("id"),
  "producer_id" integer NOT NULL REFERENCES "users"("id"),
  "license_id" integer NOT NULL REFERENCES "licenses"("id"),
  "amount" integer NOT NULL CHECK ("amount" > 0),
  "status" text NOT NULL DEFAULT 'open',
  "turn" text NOT NULL DEFAULT 'producer',
  "expires_at" timestamp with time zone NOT NULL,
  "link_expires_at" timestamp with time zone,
  "order_id" integer REFERENCES "orders"("id"),
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "offers_buyer_idx" ON "offers" ("buyer_id");
--> statement-breakpoint
CREATE INDEX "offers_producer_idx" ON "offers" ("producer_id");
--> statement-breakpoint
CREATE INDEX "offers_beat_idx" ON "offers" ("beat_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "offers_live_uq" ON "offers" ("beat_id", "buyer_id") WHERE "status" in ('open', 'accepted');
--> statement-breakpoint
CREATE TABLE "offer_events" (
  "id" serial PRIMARY KEY,
  "offer_id" integer NOT NULL REFERENCES "offers"("id") ON DELETE CASCADE,
  "author_id" integer REFERENCES "users"("id"),
  "kind" text NOT NULL,
  "amount" integer,
  "message" text NOT NULL DEFAULT '',
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "offer_events_offer_idx" ON "offer_events" ("offer_id");
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "offer_id" integer REFERENCES "offers"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "offer_id" integer REFERENCES "offers"("id");
