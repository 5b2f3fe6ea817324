-- Every data import is a version: what it replaced (the rows of the tables and provinces it covered, as they were
-- before it) is kept so one action can restore them; an import that failed a plausibility rule and was let through
-- says who overrode it, and which problems they confirmed.
CREATE TABLE "import_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(30) NOT NULL,
	"file_name" varchar(200) DEFAULT '' NOT NULL,
	"source_id" integer,
	"scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"covers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"overridden" boolean DEFAULT false NOT NULL,
	"created_by" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_by" varchar(100) DEFAULT '' NOT NULL,
	"restored_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "import_version_rows" (
	"version_id" integer NOT NULL,
	"table_name" varchar(40) NOT NULL,
	"row" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_versions" ADD CONSTRAINT "import_versions_source_id_data_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_version_rows" ADD CONSTRAINT "import_version_rows_version_id_import_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."import_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_version_rows_version_idx" ON "import_version_rows" USING btree ("version_id","table_name");
