CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "beat_stats" (
	"id" serial PRIMARY KEY NOT NULL,
	"beat_id" integer NOT NULL,
	"stat" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beat_tags" (
	"beat_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "beat_tags_beat_id_tag_id_pk" PRIMARY KEY("beat_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "beats" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"family" text DEFAULT 'beat' NOT NULL,
	"beat_type" text DEFAULT 'plain' NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"demo_url" text,
	"demo_filename" text,
	"price" integer DEFAULT 0 NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"sold" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"feature_position" integer,
	"bpm" smallint,
	"musical_key" text,
	"samples" boolean DEFAULT false NOT NULL,
	"producer_id" integer NOT NULL,
	"coproducer_id" integer,
	"token" text,
	"premium_download_data" jsonb,
	"plays" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"favorites_count" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_half_points" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"top_rank" integer,
	"tag_slugs" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("beats"."title", '')), 'A') || setweight(to_tsvector('english', coalesce("beats"."search_text", '')), 'B') || setweight(to_tsvector('english', coalesce("beats"."description", '')), 'D')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"beat_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"beat_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_beat_id_pk" PRIMARY KEY("user_id","beat_id")
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"user_id" integer NOT NULL,
	"beat_id" integer NOT NULL,
	"half_points" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_user_id_beat_id_pk" PRIMARY KEY("user_id","beat_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"group" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "beat_stats" ADD CONSTRAINT "beat_stats_beat_id_beats_id_fk" FOREIGN KEY ("beat_id") REFERENCES "public"."beats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beat_stats" ADD CONSTRAINT "beat_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beat_tags" ADD CONSTRAINT "beat_tags_beat_id_beats_id_fk" FOREIGN KEY ("beat_id") REFERENCES "public"."beats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beat_tags" ADD CONSTRAINT "beat_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beats" ADD CONSTRAINT "beats_producer_id_users_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beats" ADD CONSTRAINT "beats_coproducer_id_users_id_fk" FOREIGN KEY ("coproducer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_beat_id_beats_id_fk" FOREIGN KEY ("beat_id") REFERENCES "public"."beats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_beat_id_beats_id_fk" FOREIGN KEY ("beat_id") REFERENCES "public"."beats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_beat_id_beats_id_fk" FOREIGN KEY ("beat_id") REFERENCES "public"."beats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beat_stats_beat_idx" ON "beat_stats" USING btree ("beat_id","stat");--> statement-breakpoint
CREATE INDEX "beat_tags_tag_idx" ON "beat_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "beats_slug_uq" ON "beats" USING btree ("family","slug");--> statement-breakpoint
CREATE INDEX "beats_published_idx" ON "beats" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "beats"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "beats_producer_idx" ON "beats" USING btree ("producer_id");--> statement-breakpoint
CREATE INDEX "beats_coproducer_idx" ON "beats" USING btree ("coproducer_id");--> statement-breakpoint
CREATE INDEX "beats_bpm_idx" ON "beats" USING btree ("bpm");--> statement-breakpoint
CREATE INDEX "beats_feature_idx" ON "beats" USING btree ("feature_position") WHERE "beats"."feature_position" is not null;--> statement-breakpoint
CREATE INDEX "beats_top_idx" ON "beats" USING btree ("top_rank") WHERE "beats"."top_rank" is not null;--> statement-breakpoint
CREATE INDEX "beats_tags_gin" ON "beats" USING gin ("tag_slugs");--> statement-breakpoint
CREATE INDEX "beats_search_gin" ON "beats" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "beats_title_trgm" ON "beats" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "comments_beat_idx" ON "comments" USING btree ("beat_id","created_at");--> statement-breakpoint
CREATE INDEX "favorites_beat_idx" ON "favorites" USING btree ("beat_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_slug_uq" ON "tags" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "tags_name_trgm" ON "tags" USING gin ("name" gin_trgm_ops);