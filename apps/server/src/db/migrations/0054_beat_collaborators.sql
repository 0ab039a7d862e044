-- Issue 35 §5 (decision 0096): a beat's collaborators and their percentages of the producers' part.
-- Today's coproducer becomes a 50 % collaborator (the half they were paid). Lines sold before keep
-- collaborators null (their coproducer's half, as their ledger rows already say); no ledger row changes.
ALTER TABLE "beats" ADD COLUMN "collaborators" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "collaborators" jsonb;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "share_percent" integer;--> statement-breakpoint
UPDATE "beats" SET "collaborators" = jsonb_build_array(jsonb_build_object('user_id', "coproducer_id", 'percent', 50))
  WHERE "coproducer_id" IS NOT NULL;
