DROP INDEX "coupons_code_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_live_code_uq" ON "coupons" USING btree ("code") WHERE deleted_at is null;