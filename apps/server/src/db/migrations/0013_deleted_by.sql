ALTER TABLE "users" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "text_snippets" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "deleted_by" integer;