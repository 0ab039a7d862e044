CREATE INDEX "beats_admin_title_idx" ON "beats" USING btree ("title","id" DESC NULLS LAST) WHERE "beats"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "beats_admin_created_at_idx" ON "beats" USING btree ("created_at","id" DESC NULLS LAST) WHERE "beats"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "beats_admin_plays_idx" ON "beats" USING btree ("plays","id" DESC NULLS LAST) WHERE "beats"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "beats_admin_sales_idx" ON "beats" USING btree ("sales","id" DESC NULLS LAST) WHERE "beats"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "beats_admin_price_idx" ON "beats" USING btree ("price","id" DESC NULLS LAST) WHERE "beats"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "beats_admin_published_asc_idx" ON "beats" USING btree ("published_at","id" DESC NULLS LAST) WHERE "beats"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "beats_admin_producer_idx" ON "beats" USING btree ("producer_id","id" DESC NULLS LAST) WHERE "beats"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "beats_archived_idx" ON "beats" USING btree ("deleted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "beats"."deleted_at" is not null;