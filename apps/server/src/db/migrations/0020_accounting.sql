CREATE TABLE "income_statement_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"ledger_entry_id" integer NOT NULL,
	"kind" text NOT NULL,
	"role" text NOT NULL,
	"order_id" integer,
	"order_item_id" integer,
	"beat_id" integer,
	"description" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"gross" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"producer_share" integer DEFAULT 0 NOT NULL,
	"coproducer_share" integer DEFAULT 0 NOT NULL,
	"house_share" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "income_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"payee_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'closed' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"gross" integer DEFAULT 0 NOT NULL,
	"discounts" integer DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"adjustments" integer DEFAULT 0 NOT NULL,
	"producer_share" integer DEFAULT 0 NOT NULL,
	"coproducer_share" integer DEFAULT 0 NOT NULL,
	"house_share" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"payout_id" integer NOT NULL,
	"statement_id" integer NOT NULL,
	"payee_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"method" text DEFAULT 'bank' NOT NULL,
	"reference" text,
	"note" text DEFAULT '' NOT NULL,
	"total" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"created_by" integer,
	"sent_at" timestamp with time zone,
	"sent_by" integer,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_builds" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"beat_ids" jsonb NOT NULL,
	"formats" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"files_total" integer DEFAULT 0 NOT NULL,
	"files_done" integer DEFAULT 0 NOT NULL,
	"bytes_done" bigint DEFAULT 0 NOT NULL,
	"size_bytes" bigint,
	"storage_key" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "order_item_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "kind" text DEFAULT 'sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "created_by" integer;--> statement-breakpoint
-- Rows written before kinds existed: a row that repeats an earlier row's line, role and payee is its reversal.
UPDATE "ledger_entries" l SET "kind" = 'refund' WHERE EXISTS (SELECT 1 FROM "ledger_entries" o WHERE o."order_item_id" = l."order_item_id" AND o."role" = l."role" AND o."payee_id" IS NOT DISTINCT FROM l."payee_id" AND o."id" < l."id");--> statement-breakpoint
ALTER TABLE "income_statement_items" ADD CONSTRAINT "income_statement_items_statement_id_income_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."income_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_statement_items" ADD CONSTRAINT "income_statement_items_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_statement_items" ADD CONSTRAINT "income_statement_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_statement_items" ADD CONSTRAINT "income_statement_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_statement_items" ADD CONSTRAINT "income_statement_items_beat_id_beats_id_fk" FOREIGN KEY ("beat_id") REFERENCES "public"."beats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_statements" ADD CONSTRAINT "income_statements_payee_id_users_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_statements" ADD CONSTRAINT "income_statements_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_statement_id_income_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."income_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_payee_id_users_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_builds" ADD CONSTRAINT "download_builds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "income_statement_items_statement_idx" ON "income_statement_items" USING btree ("statement_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "income_statement_items_ledger_uq" ON "income_statement_items" USING btree ("ledger_entry_id");--> statement-breakpoint
CREATE INDEX "income_statements_payee_idx" ON "income_statements" USING btree ("payee_id","period_end");--> statement-breakpoint
CREATE INDEX "income_statements_period_idx" ON "income_statements" USING btree ("period_end","id");--> statement-breakpoint
CREATE INDEX "payout_items_payout_idx" ON "payout_items" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_statement_active_uq" ON "payout_items" USING btree ("statement_id") WHERE "payout_items"."active";--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "download_builds_created_idx" ON "download_builds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "download_builds_due_idx" ON "download_builds" USING btree ("created_at") WHERE "download_builds"."status" in ('queued', 'building');--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;