-- Issue 37 §5 (decision 0094): plays count once heard, once per listener and per address per beat in six hours.
CREATE TABLE "play_claims" (
  "nonce" text PRIMARY KEY NOT NULL,
  "beat_id" integer NOT NULL REFERENCES "beats"("id") ON DELETE CASCADE,
  "listener" text NOT NULL,
  "address" text NOT NULL,
  "counted" boolean NOT NULL,
  "claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "play_claims_listener_idx" ON "play_claims" ("beat_id", "listener", "claimed_at") WHERE "counted";
--> statement-breakpoint
CREATE INDEX "play_claims_address_idx" ON "play_claims" ("beat_id", "address", "claimed_at") WHERE "counted";
