CREATE TABLE "career_archives" (
	"tenant_id" varchar(12) NOT NULL,
	"student_id" bigint NOT NULL,
	"intro" varchar(500) DEFAULT '' NOT NULL,
	"interests" varchar(200) DEFAULT '' NOT NULL,
	"strengths" varchar(200) DEFAULT '' NOT NULL,
	"growth" varchar(200) DEFAULT '' NOT NULL,
	"vision" varchar(500) DEFAULT '' NOT NULL,
	"subject_choice" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"path_routes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_archives_tenant_id_student_id_pk" PRIMARY KEY("tenant_id","student_id"),
	CONSTRAINT "career_archives_version_ck" CHECK ("career_archives"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "career_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"student_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"title" varchar(100) NOT NULL,
	"date" varchar(10) NOT NULL,
	"level" varchar(16) DEFAULT '' NOT NULL,
	"role" varchar(50) DEFAULT '' NOT NULL,
	"detail" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_records_kind_ck" CHECK ("career_records"."kind" in ('award', 'activity'))
);
--> statement-breakpoint
CREATE TABLE "subject_requirements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"college_code" varchar(5) NOT NULL,
	"exam_model" varchar(6) NOT NULL,
	"year" integer NOT NULL,
	"major_code" varchar(8) DEFAULT '' NOT NULL,
	"major_name" varchar(100) NOT NULL,
	"includes" varchar(300) DEFAULT '' NOT NULL,
	"first_subject" varchar(4),
	"requirement" varchar(40) NOT NULL,
	"requirement_text" varchar(100) DEFAULT '' NOT NULL,
	"source_id" integer,
	"sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "subject_requirements_model_ck" CHECK ("subject_requirements"."exam_model" in ('3+1+2', '3+3')),
	CONSTRAINT "subject_requirements_first_ck" CHECK (("subject_requirements"."exam_model" = '3+3') = ("subject_requirements"."first_subject" is null))
);
--> statement-breakpoint
ALTER TABLE "academic_plans" ADD COLUMN "subject" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "academic_plans" ADD COLUMN "status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "academic_plans" ADD COLUMN "due_date" varchar(10) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "academic_plans" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "academic_plans" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "admission_plans" ADD COLUMN "status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "admission_plans" ADD COLUMN "due_date" varchar(10) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admission_plans" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "admission_plans" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "goal_infos" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "career_archives" ADD CONSTRAINT "career_archives_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_archives" ADD CONSTRAINT "career_archives_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_archives" ADD CONSTRAINT "career_archives_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_records" ADD CONSTRAINT "career_records_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_records" ADD CONSTRAINT "career_records_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_requirements" ADD CONSTRAINT "subject_requirements_college_code_colleges_code_fk" FOREIGN KEY ("college_code") REFERENCES "public"."colleges"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_requirements" ADD CONSTRAINT "subject_requirements_source_id_data_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_records_owner_idx" ON "career_records" USING btree ("tenant_id","student_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "subject_requirements_uq" ON "subject_requirements" USING btree ("college_code","exam_model","year","major_name");--> statement-breakpoint
CREATE INDEX "subject_requirements_scope_idx" ON "subject_requirements" USING btree ("exam_model","year");--> statement-breakpoint
CREATE INDEX "subject_requirements_major_idx" ON "subject_requirements" USING btree ("major_code");--> statement-breakpoint
ALTER TABLE "academic_plans" ADD CONSTRAINT "academic_plans_status_ck" CHECK ("academic_plans"."status" between 0 and 2);--> statement-breakpoint
ALTER TABLE "admission_plans" ADD CONSTRAINT "admission_plans_status_ck" CHECK ("admission_plans"."status" between 0 and 2);