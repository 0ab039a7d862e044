-- Issue 37 §4 (decision 0105): acoustic fingerprints, their lookup keys, and uploads held as possible copies.
CREATE TABLE "beat_fingerprints" (
  "beat_id" integer PRIMARY KEY NOT NULL REFERENCES "beats"("id") ON DELETE cascade,
  "fingerprint" integer[] NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beat_fingerprint_keys" (
  "key" integer NOT NULL,
  "beat_id" integer NOT NULL REFERENCES "beats"("id") ON DELETE cascade,
  CONSTRAINT "beat_fingerprint_keys_key_beat_id_pk" PRIMARY KEY ("key", "beat_id")
);
--> statement-breakpoint
CREATE INDEX "beat_fingerprint_keys_beat_idx" ON "beat_fingerprint_keys" ("beat_id");
--> statement-breakpoint
CREATE TABLE "beat_copy_matches" (
  "beat_id" integer PRIMARY KEY NOT NULL REFERENCES "beats"("id") ON DELETE cascade,
  "original_id" integer NOT NULL REFERENCES "beats"("id") ON DELETE cascade,
  "state" text NOT NULL,
  "bit_error_rate" real NOT NULL,
  "offset_seconds" real NOT NULL,
  "decided_by" integer REFERENCES "users"("id") ON DELETE set null,
  "decided_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "beat_copy_matches_held_idx" ON "beat_copy_matches" ("created_at") WHERE "state" = 'held';
--> statement-breakpoint
CREATE INDEX "beat_copy_matches_original_idx" ON "beat_copy_matches" ("original_id");
