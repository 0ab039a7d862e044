-- An `@token` search names the producers whose handle or name starts with it (decision 0076): one
-- prefix index per matched column, over producers only (role >= 2), as `lower(…) like 'x%'` reads them.
CREATE INDEX "users_producer_nickname_prefix_idx" ON "users" USING btree (lower("nickname") text_pattern_ops) WHERE "users"."role" >= 2;--> statement-breakpoint
CREATE INDEX "users_producer_identifier_prefix_idx" ON "users" USING btree (lower("producer_identifier") text_pattern_ops) WHERE "users"."role" >= 2;--> statement-breakpoint
CREATE INDEX "users_producer_first_name_prefix_idx" ON "users" USING btree (lower("first_name") text_pattern_ops) WHERE "users"."role" >= 2;--> statement-breakpoint
CREATE INDEX "users_producer_last_name_prefix_idx" ON "users" USING btree (lower("last_name") text_pattern_ops) WHERE "users"."role" >= 2;
