CREATE TABLE "beat_daily_events" (
	"beat_id" integer NOT NULL,
	"day" date NOT NULL,
	"event" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "beat_daily_events_beat_id_day_event_pk" PRIMARY KEY("beat_id","day","event")
);
--> statement-breakpoint
CREATE INDEX "beat_daily_events_event_day_idx" ON "beat_daily_events" USING btree ("event","day");