CREATE TABLE "beat_daily_revenue" (
	"beat_id" integer NOT NULL,
	"day" date NOT NULL,
	"revenue" integer NOT NULL,
	CONSTRAINT "beat_daily_revenue_beat_id_day_pk" PRIMARY KEY("beat_id","day")
);
--> statement-breakpoint
CREATE TABLE "beat_monthly_stats" (
	"month" date NOT NULL,
	"beat_id" integer NOT NULL,
	"producer_id" integer NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"plays_30s" integer DEFAULT 0 NOT NULL,
	"favorites" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"adds_to_cart" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"revenue" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "beat_monthly_stats_month_beat_id_pk" PRIMARY KEY("month","beat_id")
);
--> statement-breakpoint
CREATE TABLE "beat_raw_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"beat_id" integer NOT NULL,
	"event" text NOT NULL,
	"user_id" integer,
	"revenue" integer DEFAULT 0 NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "producer_daily_events" (
	"producer_id" integer NOT NULL,
	"day" date NOT NULL,
	"event" text NOT NULL,
	"count" integer NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "producer_daily_events_producer_id_day_event_pk" PRIMARY KEY("producer_id","day","event")
);
--> statement-breakpoint
CREATE TABLE "store_daily_events" (
	"day" date NOT NULL,
	"event" text NOT NULL,
	"count" bigint NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "store_daily_events_day_event_pk" PRIMARY KEY("day","event")
);
--> statement-breakpoint
CREATE INDEX "beat_monthly_stats_producer_idx" ON "beat_monthly_stats" USING btree ("producer_id","month");--> statement-breakpoint
CREATE INDEX "beat_monthly_stats_beat_idx" ON "beat_monthly_stats" USING btree ("beat_id","month");--> statement-breakpoint
CREATE INDEX "beat_raw_events_at_idx" ON "beat_raw_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "producer_daily_events_day_idx" ON "producer_daily_events" USING btree ("day");