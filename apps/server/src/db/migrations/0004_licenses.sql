CREATE TABLE "licenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"level" text NOT NULL,
	"price" integer NOT NULL,
	"specifications" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bundle_price" integer,
	"bundled_name" text DEFAULT '' NOT NULL,
	"bundled_description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
