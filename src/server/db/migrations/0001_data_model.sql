CREATE TABLE "admission_batches" (
	"province_code" varchar(2) NOT NULL,
	"year" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"level" varchar(4) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "admission_batches_province_code_year_name_pk" PRIMARY KEY("province_code","year","name"),
	CONSTRAINT "admission_batches_kind_ck" CHECK ("admission_batches"."kind" in ('early', 'regular', 'vocational', 'line')),
	CONSTRAINT "admission_batches_level_ck" CHECK ("admission_batches"."level" in ('本科', '专科'))
);
--> statement-breakpoint
CREATE TABLE "data_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(30) NOT NULL,
	"name" varchar(200) NOT NULL,
	"url" varchar(500) DEFAULT '' NOT NULL,
	"retrieved_on" varchar(10) DEFAULT '' NOT NULL,
	"file_name" varchar(200) DEFAULT '' NOT NULL,
	"checksum" varchar(64) NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollment_units" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"province_code" varchar(2) NOT NULL,
	"year" integer NOT NULL,
	"subject_type" varchar(10) NOT NULL,
	"batch" varchar(30) NOT NULL,
	"mode" varchar(8) NOT NULL,
	"unit_key" varchar(80) NOT NULL,
	"college_code" varchar(5),
	"college_name" varchar(100) NOT NULL,
	"college_enroll_code" varchar(10) DEFAULT '' NOT NULL,
	"unit_code" varchar(20) DEFAULT '' NOT NULL,
	"name" varchar(100) DEFAULT '' NOT NULL,
	"major_code" varchar(8),
	"plan_type" varchar(10) DEFAULT '普通' NOT NULL,
	"subject_requirement" varchar(30) DEFAULT '不限' NOT NULL,
	"plan_count" integer,
	"tuition" integer,
	"school_years" smallint,
	"min_score" integer,
	"min_score_label" varchar(20) DEFAULT '' NOT NULL,
	"min_rank" integer,
	"avg_score" integer,
	"max_score" integer,
	"tie_break" jsonb,
	"source_id" integer,
	"sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "enrollment_units_mode_ck" CHECK ("enrollment_units"."mode" in ('group', 'major', 'college')),
	CONSTRAINT "enrollment_units_plan_type_ck" CHECK ("enrollment_units"."plan_type" in ('普通', '国家专项', '地方专项', '高校专项', '中外合作', '预科', '民族班', '定向', '其他')),
	CONSTRAINT "enrollment_units_scores_ck" CHECK (("enrollment_units"."min_score" is null or "enrollment_units"."avg_score" is null or "enrollment_units"."min_score" <= "enrollment_units"."avg_score") and ("enrollment_units"."avg_score" is null or "enrollment_units"."max_score" is null or "enrollment_units"."avg_score" <= "enrollment_units"."max_score") and ("enrollment_units"."min_score" is null or "enrollment_units"."max_score" is null or "enrollment_units"."min_score" <= "enrollment_units"."max_score")),
	CONSTRAINT "enrollment_units_numbers_ck" CHECK (("enrollment_units"."min_rank" is null or "enrollment_units"."min_rank" > 0) and ("enrollment_units"."plan_count" is null or "enrollment_units"."plan_count" >= 0) and ("enrollment_units"."tuition" is null or "enrollment_units"."tuition" >= 0))
);
--> statement-breakpoint
CREATE TABLE "subject_types" (
	"province_code" varchar(2) NOT NULL,
	"year" integer NOT NULL,
	"name" varchar(10) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "subject_types_province_code_year_name_pk" PRIMARY KEY("province_code","year","name")
);
--> statement-breakpoint
CREATE TABLE "unit_majors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"unit_id" bigint NOT NULL,
	"major_code" varchar(8) DEFAULT '' NOT NULL,
	"major_name" varchar(100) NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"plan_count" integer,
	"tuition" integer,
	"school_years" smallint,
	"min_score" integer,
	"min_rank" integer,
	"avg_score" integer,
	"sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "unit_majors_numbers_ck" CHECK (("unit_majors"."min_rank" is null or "unit_majors"."min_rank" > 0) and ("unit_majors"."plan_count" is null or "unit_majors"."plan_count" >= 0) and ("unit_majors"."min_score" is null or "unit_majors"."avg_score" is null or "unit_majors"."min_score" <= "unit_majors"."avg_score"))
);
--> statement-breakpoint
-- Generated sample rows of the old seed are dropped (the seed writes the new sample data); real imported rows stay and
-- their provinces' subject types and batches become reference data, so the foreign keys below hold.
DELETE FROM "score_ranks" WHERE "sample";--> statement-breakpoint
DELETE FROM "batch_lines" WHERE "sample";--> statement-breakpoint
DELETE FROM "college_admissions" WHERE "sample";--> statement-breakpoint
DELETE FROM "major_admissions" WHERE "sample";--> statement-breakpoint
INSERT INTO "subject_types" ("province_code", "year", "name")
  SELECT DISTINCT "province_code", "year", "subject_type" FROM (
    SELECT "province_code", "year", "subject_type" FROM "score_ranks" UNION SELECT "province_code", "year", "subject_type" FROM "batch_lines"
    UNION SELECT "province_code", "year", "subject_type" FROM "college_admissions" UNION SELECT "province_code", "year", "subject_type" FROM "major_admissions") x
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "admission_batches" ("province_code", "year", "name", "kind", "level")
  SELECT DISTINCT "province_code", "year", "batch",
    CASE WHEN "batch" ~ '控制线|资格线|特控' THEN 'line' WHEN "batch" ~ '提前' THEN 'early' WHEN "batch" ~ '专科|高职' THEN 'vocational' ELSE 'regular' END,
    CASE WHEN "batch" ~ '专科|高职' THEN '专科' ELSE '本科' END
  FROM (SELECT "province_code", "year", "batch" FROM "batch_lines" UNION SELECT "province_code", "year", "batch" FROM "college_admissions"
    UNION SELECT "province_code", "year", "batch" FROM "major_admissions") x
  ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "batch_lines" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "college_admissions" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "major_admissions" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "score_ranks" ADD COLUMN "score_max" integer;--> statement-breakpoint
ALTER TABLE "score_ranks" ADD COLUMN "label" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "score_ranks" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "admission_batches" ADD CONSTRAINT "admission_batches_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_units" ADD CONSTRAINT "enrollment_units_college_code_colleges_code_fk" FOREIGN KEY ("college_code") REFERENCES "public"."colleges"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_units" ADD CONSTRAINT "enrollment_units_source_id_data_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_units" ADD CONSTRAINT "enrollment_units_type_fk" FOREIGN KEY ("province_code","year","subject_type") REFERENCES "public"."subject_types"("province_code","year","name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_units" ADD CONSTRAINT "enrollment_units_batch_fk" FOREIGN KEY ("province_code","year","batch") REFERENCES "public"."admission_batches"("province_code","year","name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_types" ADD CONSTRAINT "subject_types_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_majors" ADD CONSTRAINT "unit_majors_unit_id_enrollment_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."enrollment_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admission_batches_kind_idx" ON "admission_batches" USING btree ("province_code","kind","year");--> statement-breakpoint
CREATE UNIQUE INDEX "data_sources_kind_checksum_uq" ON "data_sources" USING btree ("kind","checksum");--> statement-breakpoint
CREATE UNIQUE INDEX "enrollment_units_key_uq" ON "enrollment_units" USING btree ("province_code","year","subject_type","batch","unit_key");--> statement-breakpoint
CREATE INDEX "enrollment_units_rank_idx" ON "enrollment_units" USING btree ("province_code","subject_type","year","min_rank");--> statement-breakpoint
CREATE INDEX "enrollment_units_score_idx" ON "enrollment_units" USING btree ("province_code","year","subject_type","min_score");--> statement-breakpoint
CREATE INDEX "enrollment_units_batch_idx" ON "enrollment_units" USING btree ("province_code","year","batch","subject_type");--> statement-breakpoint
CREATE INDEX "enrollment_units_college_idx" ON "enrollment_units" USING btree ("college_code","province_code","year");--> statement-breakpoint
CREATE INDEX "enrollment_units_history_idx" ON "enrollment_units" USING btree ("province_code","subject_type","unit_key","year");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_majors_uq" ON "unit_majors" USING btree ("unit_id","major_name","remark");--> statement-breakpoint
CREATE INDEX "unit_majors_major_idx" ON "unit_majors" USING btree ("major_code");--> statement-breakpoint
ALTER TABLE "batch_lines" ADD CONSTRAINT "batch_lines_source_id_data_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_lines" ADD CONSTRAINT "batch_lines_type_fk" FOREIGN KEY ("province_code","year","subject_type") REFERENCES "public"."subject_types"("province_code","year","name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_lines" ADD CONSTRAINT "batch_lines_batch_fk" FOREIGN KEY ("province_code","year","batch") REFERENCES "public"."admission_batches"("province_code","year","name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_admissions" ADD CONSTRAINT "college_admissions_source_id_data_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_admissions" ADD CONSTRAINT "college_admissions_type_fk" FOREIGN KEY ("province_code","year","subject_type") REFERENCES "public"."subject_types"("province_code","year","name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_admissions" ADD CONSTRAINT "college_admissions_batch_fk" FOREIGN KEY ("province_code","year","batch") REFERENCES "public"."admission_batches"("province_code","year","name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major_admissions" ADD CONSTRAINT "major_admissions_source_id_data_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major_admissions" ADD CONSTRAINT "major_admissions_type_fk" FOREIGN KEY ("province_code","year","subject_type") REFERENCES "public"."subject_types"("province_code","year","name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major_admissions" ADD CONSTRAINT "major_admissions_batch_fk" FOREIGN KEY ("province_code","year","batch") REFERENCES "public"."admission_batches"("province_code","year","name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_ranks" ADD CONSTRAINT "score_ranks_source_id_data_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_ranks" ADD CONSTRAINT "score_ranks_type_fk" FOREIGN KEY ("province_code","year","subject_type") REFERENCES "public"."subject_types"("province_code","year","name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "major_admissions_major_idx" ON "major_admissions" USING btree ("major_code","province_code","year");--> statement-breakpoint
CREATE INDEX "score_ranks_rank_idx" ON "score_ranks" USING btree ("province_code","subject_type","cumulative");--> statement-breakpoint
ALTER TABLE "batch_lines" ADD CONSTRAINT "batch_lines_score_ck" CHECK ("batch_lines"."score" between 0 and 900);--> statement-breakpoint
ALTER TABLE "score_ranks" ADD CONSTRAINT "score_ranks_counts_ck" CHECK ("score_ranks"."count" >= 0 and "score_ranks"."cumulative" >= "score_ranks"."count");--> statement-breakpoint
ALTER TABLE "score_ranks" ADD CONSTRAINT "score_ranks_band_ck" CHECK ("score_ranks"."score_max" is null or "score_ranks"."score_max" >= "score_ranks"."score");