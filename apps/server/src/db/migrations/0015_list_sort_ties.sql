DROP INDEX "beats_admin_title_idx";--> statement-breakpoint
DROP INDEX "beats_admin_created_at_idx";--> statement-breakpoint
DROP INDEX "beats_admin_plays_idx";--> statement-breakpoint
DROP INDEX "beats_admin_sales_idx";--> statement-breakpoint
DROP INDEX "beats_admin_price_idx";--> statement-breakpoint
DROP INDEX "beats_admin_published_asc_idx";--> statement-breakpoint
CREATE INDEX "beats_list_title_idx" ON "beats" USING btree ("title","id" NULLS FIRST) WHERE "beats"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "beats_list_created_at_idx" ON "beats" USING btree ("created_at","id" NULLS FIRST) WHERE "beats"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "beats_list_plays_idx" ON "beats" USING btree ("plays","id" NULLS FIRST) WHERE "beats"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "beats_list_sales_idx" ON "beats" USING btree ("sales","id" NULLS FIRST) WHERE "beats"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "beats_list_price_idx" ON "beats" USING btree ("price","id" NULLS FIRST) WHERE "beats"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "beats_list_published_asc_idx" ON "beats" USING btree ("published_at","id" NULLS FIRST) WHERE "beats"."deleted_at" is null;