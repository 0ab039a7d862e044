-- Issue 34: store items (sound kits, loop packs, preset banks, MIDI packs), each sold as one ZIP.
CREATE TABLE IF NOT EXISTS "store_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"terms" text NOT NULL,
	"image_url" text,
	"producer_id" integer REFERENCES "users"("id"),
	"status" text DEFAULT 'draft' NOT NULL,
	"zip_key" text,
	"zip_name" text,
	"zip_size" bigint,
	"reject_reason" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);--> statement-breakpoint
CREATE UNIQUE INDEX "store_items_slug_uq" ON "store_items" ("slug");--> statement-breakpoint
CREATE INDEX "store_items_producer_idx" ON "store_items" ("producer_id");--> statement-breakpoint
CREATE INDEX "store_items_published_idx" ON "store_items" ("published_at") WHERE "status" = 'published' AND "deleted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "store_item_id" integer REFERENCES "store_items"("id") ON DELETE CASCADE;
