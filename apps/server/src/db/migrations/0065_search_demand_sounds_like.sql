-- Issue 37 §6: "sounds like" references join the demand report by their nearest tags, apart from typed
-- searches of the same tags (the key gains the kind).
ALTER TABLE "search_demand" ADD COLUMN "sounds_like" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "search_demand" DROP CONSTRAINT "search_demand_week_query_pk";
--> statement-breakpoint
ALTER TABLE "search_demand" ADD CONSTRAINT "search_demand_week_sounds_like_query_pk" PRIMARY KEY ("week", "sounds_like", "query");
