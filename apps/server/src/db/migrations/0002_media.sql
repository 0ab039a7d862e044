CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"beat_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "media_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"beat_id" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"beat_id" integer,
	"key" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"max_size" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "voice_tag_key" text;--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "publish_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "media_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "media_error" text;--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "master_key" text;--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "master_filename" text;--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "preview_key" text;--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "untagged_key" text;--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "waveform_url" text;--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "bpm_detected" smallint;--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "key_detected" text;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_beat_id_beats_id_fk" FOREIGN KEY ("beat_id") REFERENCES "public"."beats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_jobs" ADD CONSTRAINT "media_jobs_beat_id_beats_id_fk" FOREIGN KEY ("beat_id") REFERENCES "public"."beats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_beat_id_beats_id_fk" FOREIGN KEY ("beat_id") REFERENCES "public"."beats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_beat_idx" ON "attachments" USING btree ("beat_id");--> statement-breakpoint
CREATE INDEX "media_jobs_ready_idx" ON "media_jobs" USING btree ("run_after") WHERE "media_jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "media_jobs_beat_idx" ON "media_jobs" USING btree ("beat_id");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");