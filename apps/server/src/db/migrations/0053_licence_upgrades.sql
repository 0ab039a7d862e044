-- Issue 35 §1: a licence upgraded to a higher one of the same beat, paying the difference (decision 0095).
-- The sold line names the line it supersedes and the credit it was given; a cart line names the line it upgrades.
ALTER TABLE "order_items" ADD COLUMN "upgrades_item_id" integer REFERENCES "order_items"("id");--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "upgrade_credit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "order_items_upgrades_idx" ON "order_items" ("upgrades_item_id") WHERE "upgrades_item_id" is not null;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "upgrade_from_item_id" integer REFERENCES "order_items"("id") ON DELETE CASCADE;
