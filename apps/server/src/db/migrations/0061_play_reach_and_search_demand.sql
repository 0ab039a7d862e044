-- Issue 37 §5 (decision 0103): how far into a preview each play got, by tenths.
CREATE TABLE "play_progress" (
  "nonce" text PRIMARY KEY NOT NULL,
  "tenths" smallint NOT NULL,
  "reported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "play_progress_reported_idx" ON "play_progress" ("reported_at");
--> statement-breakpoint
CREATE TABLE "beat_play_reach" (
  "beat_id" integer NOT NULL,
  "day" date NOT NULL,
  "tenths" smallint NOT NULL,
  "reached" integer NOT NULL,
  CONSTRAINT "beat_play_reach_beat_id_day_tenths_pk" PRIMARY KEY ("beat_id", "day", "tenths")
);
--> statement-breakpoint
-- Issue 37 §6 (decision 0103): what buyers search for, per week and normalised query; no personal data.
CREATE TABLE "search_demand" (
  "week" date NOT NULL,
  "query" text NOT NULL,
  "searches" integer NOT NULL,
  "empty" integer NOT NULL,
  "few" integer NOT NULL,
  "results" bigint NOT NULL,
  "tags" text[] DEFAULT '{}'::text[] NOT NULL,
  "bpm_min" smallint,
  "bpm_max" smallint,
  CONSTRAINT "search_demand_week_query_pk" PRIMARY KEY ("week", "query")
);
