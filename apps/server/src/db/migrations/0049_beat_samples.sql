-- Issue 35 §4 (decision 0091): the producer's sample declaration (null = not declared yet) and when an
-- administrator last asked for it (the back office lists undeclared beats and does not ask twice a day).
ALTER TABLE "beats" ADD COLUMN "sample_declaration" jsonb;--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "declaration_asked_at" timestamp with time zone;
