CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"image_url" text,
	"published" boolean DEFAULT false NOT NULL,
	"published_from" timestamp with time zone,
	"published_to" timestamp with time zone,
	"condition" text,
	"coupon_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotions_live_idx" ON "promotions" USING btree ("type","published_from") WHERE "promotions"."published" and "promotions"."deleted_at" is null;