-- Issue 38 §2 (decision 0106): followers of producers, the daily release digest sent at most once per beat
-- and follower, producers' messages to their followers with an administrators' off switch, and the headers a
-- mail carries (List-Unsubscribe).
CREATE TABLE "follows" (
  "follower_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "producer_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "digest" boolean DEFAULT false NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("follower_id", "producer_id")
);
--> statement-breakpoint
CREATE INDEX "follows_producer_idx" ON "follows" USING btree ("producer_id", "created_at");
--> statement-breakpoint
CREATE TABLE "follow_digest_sent" (
  "follower_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "beat_id" integer NOT NULL REFERENCES "beats"("id") ON DELETE CASCADE,
  "sent_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("follower_id", "beat_id")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;
--> statement-breakpoint
CREATE TABLE "follow_messages" (
  "id" serial PRIMARY KEY NOT NULL,
  "producer_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "subject" text NOT NULL,
  "body" text NOT NULL,
  "recipients" integer DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "follow_messages_producer_idx" ON "follow_messages" USING btree ("producer_id", "created_at");
--> statement-breakpoint
CREATE TABLE "follow_messaging_off" (
  "producer_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
