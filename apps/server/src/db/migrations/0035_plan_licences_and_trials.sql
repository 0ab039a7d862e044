-- Issue 31 (decision 0073). A plan grants only a non-exclusive licence: an existing plan under any other
-- type (an exclusive, trackouts, a feature licence) moves to the best licence a plan may grant (inner
-- circle first, then lease, then sync; the highest level, then the dearest). With none to move to, it is
-- unpublished: nobody new joins, and claims under it are refused.
UPDATE "subscribables" AS p SET "license_id" = best."id", "updated_at" = now()
FROM "licenses" AS cur, LATERAL (
  SELECT l."id" FROM "licenses" l
  WHERE l."type" IN ('inner_circle', 'non_exclusive', 'sync') AND l."deleted_at" IS NULL
  ORDER BY CASE l."type" WHEN 'inner_circle' THEN 0 WHEN 'non_exclusive' THEN 1 ELSE 2 END,
    CASE l."level" WHEN 'unlimited' THEN 0 WHEN 'standard' THEN 1 ELSE 2 END, l."price" DESC, l."id"
  LIMIT 1
) AS best
WHERE cur."id" = p."license_id" AND cur."type" NOT IN ('inner_circle', 'non_exclusive', 'sync');--> statement-breakpoint
UPDATE "subscribables" AS p SET "published" = false, "updated_at" = now()
FROM "licenses" AS cur
WHERE cur."id" = p."license_id" AND cur."type" NOT IN ('inner_circle', 'non_exclusive', 'sync') AND p."published";--> statement-breakpoint
-- One free trial per account and plan: every trial given is a row, so ending or cancelling one gives no new one.
CREATE TABLE "subscription_trials" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subscribable_id" integer NOT NULL,
	"subscription_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_trials" ADD CONSTRAINT "subscription_trials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_trials" ADD CONSTRAINT "subscription_trials_subscribable_id_subscribables_id_fk" FOREIGN KEY ("subscribable_id") REFERENCES "public"."subscribables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_trials" ADD CONSTRAINT "subscription_trials_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_trials_user_plan_uq" ON "subscription_trials" USING btree ("user_id","subscribable_id");--> statement-breakpoint
-- Trials already given count.
INSERT INTO "subscription_trials" ("user_id", "subscribable_id", "subscription_id", "created_at")
SELECT DISTINCT ON ("user_id", "subscribable_id") "user_id", "subscribable_id", "id", "created_at"
FROM "subscriptions" WHERE "trial_end" IS NOT NULL ORDER BY "user_id", "subscribable_id", "id";--> statement-breakpoint
-- A producer's rule for their plans' trials: one trial per account across all their plans.
CREATE TABLE "producer_plan_settings" (
	"producer_id" integer PRIMARY KEY NOT NULL,
	"one_trial_across_plans" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "producer_plan_settings" ADD CONSTRAINT "producer_plan_settings_producer_id_users_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
