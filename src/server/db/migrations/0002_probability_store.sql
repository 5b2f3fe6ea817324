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
ALTER TABLE "probability_cohorts" ADD CONSTRAINT "probability_cohorts_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "probability_curves" ADD CONSTRAINT "probability_curves_cohort_id_probability_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."probability_cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_predictions" ADD CONSTRAINT "unit_predictions_cohort_id_probability_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."probability_cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_predictions" ADD CONSTRAINT "unit_predictions_unit_id_enrollment_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."enrollment_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_predictions" ADD CONSTRAINT "unit_predictions_curve_fk" FOREIGN KEY ("cohort_id","movement") REFERENCES "public"."probability_curves"("cohort_id","movement") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "probability_cohorts_uq" ON "probability_cohorts" USING btree ("province_code","subject_type","batch","target_year");--> statement-breakpoint
CREATE INDEX "unit_predictions_rank_idx" ON "unit_predictions" USING btree ("cohort_id","reference_rank");--> statement-breakpoint
CREATE INDEX "unit_predictions_key_idx" ON "unit_predictions" USING btree ("cohort_id","unit_key");--> statement-breakpoint
CREATE INDEX "unit_predictions_unit_idx" ON "unit_predictions" USING btree ("unit_id");