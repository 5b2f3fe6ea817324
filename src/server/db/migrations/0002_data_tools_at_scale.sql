CREATE TABLE "college_plan_changes" (
	"province_code" varchar(2) NOT NULL,
	"year" integer NOT NULL,
	"subject_type" varchar(10) NOT NULL,
	"batch" varchar(30) NOT NULL,
	"college_key" varchar(110) NOT NULL,
	"college_code" varchar(5),
	"college_name" varchar(100) NOT NULL,
	"plan_count" integer NOT NULL,
	"last_plan_count" integer NOT NULL,
	"up" integer NOT NULL,
	"down" integer NOT NULL,
	"same" integer NOT NULL,
	"new" integer NOT NULL,
	"removed" integer NOT NULL,
	"sample" boolean NOT NULL,
	"sources" jsonb NOT NULL,
	CONSTRAINT "college_plan_changes_province_code_year_subject_type_batch_college_key_pk" PRIMARY KEY("province_code","year","subject_type","batch","college_key"),
	CONSTRAINT "college_plan_changes_counts_ck" CHECK ("college_plan_changes"."plan_count" >= 0 and "college_plan_changes"."last_plan_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "probability_cohorts" (
	"id" serial PRIMARY KEY NOT NULL,
	"province_code" varchar(2) NOT NULL,
	"subject_type" varchar(10) NOT NULL,
	"batch" varchar(30) NOT NULL,
	"target_year" integer NOT NULL,
	"history_years" jsonb NOT NULL,
	"model" jsonb NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "probability_curves" (
	"cohort_id" integer NOT NULL,
	"movement" smallint NOT NULL,
	"stratum" smallint NOT NULL,
	"factor" double precision NOT NULL,
	"gap" smallint NOT NULL,
	"t0" double precision NOT NULL,
	"dt" double precision NOT NULL,
	"s" real[] NOT NULL,
	CONSTRAINT "probability_curves_cohort_id_movement_pk" PRIMARY KEY("cohort_id","movement"),
	CONSTRAINT "probability_curves_dt_ck" CHECK ("probability_curves"."dt" > 0)
);
--> statement-breakpoint
CREATE TABLE "unit_predictions" (
	"cohort_id" integer NOT NULL,
	"unit_id" bigint NOT NULL,
	"unit_key" varchar(80) NOT NULL,
	"last_min_rank" integer,
	"refused" boolean NOT NULL,
	"reason_code" varchar(20),
	"reason" varchar(200),
	"reason_zh" varchar(200),
	"predicted_min_rank" integer,
	"lower" integer,
	"upper" integer,
	"spread" double precision,
	"base_rank" double precision,
	"movement" smallint,
	"widened_by" varchar(60) DEFAULT '' NOT NULL,
	"history_years" varchar(60) DEFAULT '' NOT NULL,
	"reference_rank" integer,
	CONSTRAINT "unit_predictions_cohort_id_unit_id_pk" PRIMARY KEY("cohort_id","unit_id"),
	CONSTRAINT "unit_predictions_stated_ck" CHECK ("unit_predictions"."refused" or ("unit_predictions"."predicted_min_rank" is not null and "unit_predictions"."base_rank" > 0 and "unit_predictions"."movement" is not null))
);
--> statement-breakpoint
ALTER TABLE "unit_majors" DROP CONSTRAINT "unit_majors_unit_id_enrollment_units_id_fk";
--> statement-breakpoint
ALTER TABLE "unit_majors" ADD COLUMN "province_code" varchar(2);--> statement-breakpoint
ALTER TABLE "unit_majors" ADD COLUMN "year" integer;--> statement-breakpoint
ALTER TABLE "unit_majors" ADD COLUMN "subject_type" varchar(10);--> statement-breakpoint
UPDATE "unit_majors" m SET "province_code" = u."province_code", "year" = u."year", "subject_type" = u."subject_type" FROM "enrollment_units" u WHERE u."id" = m."unit_id";--> statement-breakpoint
ALTER TABLE "unit_majors" ALTER COLUMN "province_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_majors" ALTER COLUMN "year" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_majors" ALTER COLUMN "subject_type" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "enrollment_units_scope_uq" ON "enrollment_units" USING btree ("id","province_code","year","subject_type");--> statement-breakpoint
ALTER TABLE "college_plan_changes" ADD CONSTRAINT "college_plan_changes_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "probability_cohorts" ADD CONSTRAINT "probability_cohorts_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "probability_curves" ADD CONSTRAINT "probability_curves_cohort_id_probability_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."probability_cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_predictions" ADD CONSTRAINT "unit_predictions_cohort_id_probability_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."probability_cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_predictions" ADD CONSTRAINT "unit_predictions_unit_id_enrollment_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."enrollment_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_predictions" ADD CONSTRAINT "unit_predictions_curve_fk" FOREIGN KEY ("cohort_id","movement") REFERENCES "public"."probability_curves"("cohort_id","movement") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "probability_cohorts_uq" ON "probability_cohorts" USING btree ("province_code","subject_type","batch","target_year");--> statement-breakpoint
CREATE INDEX "unit_predictions_rank_idx" ON "unit_predictions" USING btree ("cohort_id","reference_rank");--> statement-breakpoint
CREATE INDEX "unit_predictions_key_idx" ON "unit_predictions" USING btree ("cohort_id","unit_key");--> statement-breakpoint
CREATE INDEX "unit_predictions_unit_idx" ON "unit_predictions" USING btree ("unit_id");--> statement-breakpoint
ALTER TABLE "unit_majors" ADD CONSTRAINT "unit_majors_unit_fk" FOREIGN KEY ("unit_id","province_code","year","subject_type") REFERENCES "public"."enrollment_units"("id","province_code","year","subject_type") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unit_majors_rank_idx" ON "unit_majors" USING btree ("province_code","year","subject_type","min_rank");--> statement-breakpoint
CREATE INDEX "unit_majors_score_idx" ON "unit_majors" USING btree ("province_code","year","subject_type","min_score");--> statement-breakpoint
CREATE INDEX "unit_majors_unranked_idx" ON "unit_majors" USING btree ("unit_id") WHERE "unit_majors"."min_rank" is null;--> statement-breakpoint
CREATE INDEX "unit_majors_unscored_idx" ON "unit_majors" USING btree ("unit_id") WHERE "unit_majors"."min_score" is null;