CREATE TABLE "intel_range_beats" (
	"set_id" integer NOT NULL,
	"beat_id" integer NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"plays_30s" integer DEFAULT 0 NOT NULL,
	"favorites" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"adds_to_cart" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "intel_range_beats_set_id_beat_id_pk" PRIMARY KEY("set_id","beat_id")
);
--> statement-breakpoint
CREATE TABLE "intel_range_moves" (
	"set_id" integer NOT NULL,
	"beat_id" integer NOT NULL,
	"producer_id" integer NOT NULL,
	"plays" bigint DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"favorites" bigint DEFAULT 0 NOT NULL,
	"adds_to_cart" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "intel_range_moves_set_id_beat_id_pk" PRIMARY KEY("set_id","beat_id")
);
--> statement-breakpoint
CREATE TABLE "intel_range_producers" (
	"set_id" integer NOT NULL,
	"producer_id" integer NOT NULL,
	"plays" bigint DEFAULT 0 NOT NULL,
	"plays_30s" bigint DEFAULT 0 NOT NULL,
	"favorites" bigint DEFAULT 0 NOT NULL,
	"downloads" bigint DEFAULT 0 NOT NULL,
	"shares" bigint DEFAULT 0 NOT NULL,
	"adds_to_cart" bigint DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "intel_range_producers_set_id_producer_id_pk" PRIMARY KEY("set_id","producer_id")
);
--> statement-breakpoint
CREATE TABLE "intel_range_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"beats" integer DEFAULT 0 NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "producer_beat_counts" (
	"producer_id" integer PRIMARY KEY NOT NULL,
	"beats" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "intel_range_beats_plays_idx" ON "intel_range_beats" USING btree ("set_id",plays,"beat_id");--> statement-breakpoint
CREATE INDEX "intel_range_beats_plays_30s_idx" ON "intel_range_beats" USING btree ("set_id",plays_30s,"beat_id");--> statement-breakpoint
CREATE INDEX "intel_range_beats_favorites_idx" ON "intel_range_beats" USING btree ("set_id",favorites,"beat_id");--> statement-breakpoint
CREATE INDEX "intel_range_beats_downloads_idx" ON "intel_range_beats" USING btree ("set_id",downloads,"beat_id");--> statement-breakpoint
CREATE INDEX "intel_range_beats_shares_idx" ON "intel_range_beats" USING btree ("set_id",shares,"beat_id");--> statement-breakpoint
CREATE INDEX "intel_range_beats_adds_to_cart_idx" ON "intel_range_beats" USING btree ("set_id",adds_to_cart,"beat_id");--> statement-breakpoint
CREATE INDEX "intel_range_beats_sales_idx" ON "intel_range_beats" USING btree ("set_id",sales,"beat_id");--> statement-breakpoint
CREATE INDEX "intel_range_beats_revenue_idx" ON "intel_range_beats" USING btree ("set_id",revenue,"beat_id");--> statement-breakpoint
CREATE INDEX "intel_range_beats_plays_30s_ratio_asc_idx" ON "intel_range_beats" USING btree ("set_id",(plays_30s::float8 / nullif(plays, 0)) asc nulls last,"beat_id");--> statement-breakpoint
CREATE INDEX "intel_range_beats_plays_30s_ratio_desc_idx" ON "intel_range_beats" USING btree ("set_id",(plays_30s::float8 / nullif(plays, 0)) desc nulls last,"beat_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "intel_range_beats_sales_ratio_asc_idx" ON "intel_range_beats" USING btree ("set_id",(sales::float8 / nullif(plays, 0)) asc nulls last,"beat_id");--> statement-breakpoint
CREATE INDEX "intel_range_beats_sales_ratio_desc_idx" ON "intel_range_beats" USING btree ("set_id",(sales::float8 / nullif(plays, 0)) desc nulls last,"beat_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "intel_range_moves_producer_idx" ON "intel_range_moves" USING btree ("set_id","producer_id");--> statement-breakpoint
CREATE INDEX "intel_range_moves_plays_up_idx" ON "intel_range_moves" USING btree ("set_id",plays desc,"beat_id") WHERE plays > 0;--> statement-breakpoint
CREATE INDEX "intel_range_moves_plays_down_idx" ON "intel_range_moves" USING btree ("set_id",plays,"beat_id") WHERE plays < 0;--> statement-breakpoint
CREATE INDEX "intel_range_moves_sales_up_idx" ON "intel_range_moves" USING btree ("set_id",sales desc,"beat_id") WHERE sales > 0;--> statement-breakpoint
CREATE INDEX "intel_range_moves_sales_down_idx" ON "intel_range_moves" USING btree ("set_id",sales,"beat_id") WHERE sales < 0;--> statement-breakpoint
CREATE INDEX "intel_range_moves_revenue_up_idx" ON "intel_range_moves" USING btree ("set_id",revenue desc,"beat_id") WHERE revenue > 0;--> statement-breakpoint
CREATE INDEX "intel_range_moves_revenue_down_idx" ON "intel_range_moves" USING btree ("set_id",revenue,"beat_id") WHERE revenue < 0;--> statement-breakpoint
CREATE INDEX "intel_range_moves_favorites_up_idx" ON "intel_range_moves" USING btree ("set_id",favorites desc,"beat_id") WHERE favorites > 0;--> statement-breakpoint
CREATE INDEX "intel_range_moves_favorites_down_idx" ON "intel_range_moves" USING btree ("set_id",favorites,"beat_id") WHERE favorites < 0;--> statement-breakpoint
CREATE INDEX "intel_range_moves_adds_to_cart_up_idx" ON "intel_range_moves" USING btree ("set_id",adds_to_cart desc,"beat_id") WHERE adds_to_cart > 0;--> statement-breakpoint
CREATE INDEX "intel_range_moves_adds_to_cart_down_idx" ON "intel_range_moves" USING btree ("set_id",adds_to_cart,"beat_id") WHERE adds_to_cart < 0;--> statement-breakpoint
CREATE UNIQUE INDEX "intel_range_sets_range_uq" ON "intel_range_sets" USING btree ("from_day","to_day");--> statement-breakpoint
-- Beats per producer (archived left out), kept by statement triggers on beats: a bulk insert or update adds
-- its net change per producer in one upsert (transition tables), so a million-beat import pays once per statement.
CREATE FUNCTION "producer_beat_counts_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "producer_beat_counts" ("producer_id", "beats")
      SELECT "producer_id", count(*) FROM "beat_counts_new" WHERE "deleted_at" IS NULL GROUP BY 1
      ON CONFLICT ("producer_id") DO UPDATE SET "beats" = "producer_beat_counts"."beats" + excluded."beats";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "producer_beat_counts" c SET "beats" = c."beats" - o.n
      FROM (SELECT "producer_id", count(*) AS n FROM "beat_counts_old" WHERE "deleted_at" IS NULL GROUP BY 1) o
      WHERE c."producer_id" = o."producer_id";
  ELSE
    INSERT INTO "producer_beat_counts" ("producer_id", "beats")
      SELECT "producer_id", sum(n) FROM (
        SELECT "producer_id", 1 AS n FROM "beat_counts_new" WHERE "deleted_at" IS NULL
        UNION ALL SELECT "producer_id", -1 FROM "beat_counts_old" WHERE "deleted_at" IS NULL) d
      GROUP BY 1 HAVING sum(n) <> 0
      ON CONFLICT ("producer_id") DO UPDATE SET "beats" = "producer_beat_counts"."beats" + excluded."beats";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "beats_count_insert" AFTER INSERT ON "beats" REFERENCING NEW TABLE AS "beat_counts_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "producer_beat_counts_sync"();
--> statement-breakpoint
CREATE TRIGGER "beats_count_update" AFTER UPDATE ON "beats"
  REFERENCING OLD TABLE AS "beat_counts_old" NEW TABLE AS "beat_counts_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "producer_beat_counts_sync"();
--> statement-breakpoint
CREATE TRIGGER "beats_count_delete" AFTER DELETE ON "beats" REFERENCING OLD TABLE AS "beat_counts_old"
  FOR EACH STATEMENT EXECUTE FUNCTION "producer_beat_counts_sync"();
--> statement-breakpoint
INSERT INTO "producer_beat_counts" ("producer_id", "beats")
  SELECT "producer_id", count(*) FROM "beats" WHERE "deleted_at" IS NULL GROUP BY 1;
