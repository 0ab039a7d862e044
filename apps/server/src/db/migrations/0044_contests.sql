-- Issue 34 (decision 0086): contests, their entries, one vote per account per contest, and the winners' prizes.
CREATE TABLE IF NOT EXISTS "contests" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"brief" text DEFAULT '' NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"prizes_text" text DEFAULT '' NOT NULL,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_key" text,
	"file_name" text,
	"submissions_open_at" timestamp with time zone NOT NULL,
	"submissions_close_at" timestamp with time zone NOT NULL,
	"voting_open_at" timestamp with time zone NOT NULL,
	"voting_close_at" timestamp with time zone NOT NULL,
	"max_entries" integer DEFAULT 1 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contests_slug_unique" UNIQUE("slug")
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "contest_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL REFERENCES "contests"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"title" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contest_entries_contest_idx" ON "contest_entries" ("contest_id","user_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "contest_votes" (
	"contest_id" integer NOT NULL REFERENCES "contests"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"entry_id" integer NOT NULL REFERENCES "contest_entries"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_votes_contest_id_user_id_pk" PRIMARY KEY("contest_id","user_id")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contest_votes_entry_idx" ON "contest_votes" ("entry_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "contest_winners" (
	"contest_id" integer NOT NULL REFERENCES "contests"("id"),
	"place" integer NOT NULL,
	"entry_id" integer NOT NULL REFERENCES "contest_entries"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"ledger_entry_id" integer REFERENCES "ledger_entries"("id"),
	"coupon_id" integer REFERENCES "coupons"("id"),
	"created_by" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_winners_contest_id_place_pk" PRIMARY KEY("contest_id","place")
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "contest_winners_entry_uq" ON "contest_winners" ("contest_id","entry_id");
