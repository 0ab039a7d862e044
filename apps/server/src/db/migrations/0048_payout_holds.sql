-- Issue 35 §6: holds on a producer's payouts, with their reason and history (decision 0090).
CREATE TABLE IF NOT EXISTS "payout_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payee_id" integer NOT NULL REFERENCES "users"("id"),
	"reason" text NOT NULL,
	"held_by" integer NOT NULL REFERENCES "users"("id"),
	"held_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	"released_by" integer REFERENCES "users"("id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "payout_holds_active_uq" ON "payout_holds" ("payee_id") WHERE "released_at" is null;
