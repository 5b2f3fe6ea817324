CREATE TABLE "academic_plans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"student_id" bigint NOT NULL,
	"title" varchar(200) NOT NULL,
	"term" varchar(30) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admission_plans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"student_id" bigint NOT NULL,
	"title" varchar(200) NOT NULL,
	"route" varchar(50) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batch_lines" (
	"province_code" varchar(2) NOT NULL,
	"year" integer NOT NULL,
	"subject_type" varchar(10) NOT NULL,
	"batch" varchar(30) NOT NULL,
	"score" integer NOT NULL,
	"sample" boolean DEFAULT true NOT NULL,
	CONSTRAINT "batch_lines_province_code_year_subject_type_batch_pk" PRIMARY KEY("province_code","year","subject_type","batch")
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"key" varchar(40) PRIMARY KEY NOT NULL,
	"code" varchar(10) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "college_admissions" (
	"college_code" varchar(5) NOT NULL,
	"province_code" varchar(2) NOT NULL,
	"year" integer NOT NULL,
	"subject_type" varchar(10) NOT NULL,
	"batch" varchar(30) NOT NULL,
	"min_score" integer,
	"min_rank" integer,
	"avg_score" integer,
	"max_score" integer,
	"plan_count" integer,
	"sample" boolean DEFAULT true NOT NULL,
	CONSTRAINT "college_admissions_college_code_province_code_year_subject_type_batch_pk" PRIMARY KEY("college_code","province_code","year","subject_type","batch")
);
--> statement-breakpoint
CREATE TABLE "college_employment_reports" (
	"college_code" varchar(5) NOT NULL,
	"year" integer NOT NULL,
	"employment_rate" real NOT NULL,
	"further_study_rate" real NOT NULL,
	"abroad_rate" real NOT NULL,
	"average_salary" integer NOT NULL,
	"top_industries" jsonb NOT NULL,
	"top_cities" jsonb NOT NULL,
	"sample" boolean DEFAULT true NOT NULL,
	CONSTRAINT "college_employment_reports_college_code_year_pk" PRIMARY KEY("college_code","year")
);
--> statement-breakpoint
CREATE TABLE "college_rankings" (
	"college_code" varchar(5) NOT NULL,
	"source" varchar(40) NOT NULL,
	"year" integer NOT NULL,
	"rank" integer NOT NULL,
	"sample" boolean DEFAULT true NOT NULL,
	CONSTRAINT "college_rankings_college_code_source_year_pk" PRIMARY KEY("college_code","source","year")
);
--> statement-breakpoint
CREATE TABLE "college_subject_evaluations" (
	"college_code" varchar(5) NOT NULL,
	"subject_code" varchar(6) NOT NULL,
	"subject_name" varchar(50) NOT NULL,
	"grade" varchar(4) NOT NULL,
	"round" integer DEFAULT 4 NOT NULL,
	"sample" boolean DEFAULT true NOT NULL,
	CONSTRAINT "college_subject_evaluations_college_code_subject_code_pk" PRIMARY KEY("college_code","subject_code")
);
--> statement-breakpoint
CREATE TABLE "college_subject_groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"college_code" varchar(5) NOT NULL,
	"province_code" varchar(2) NOT NULL,
	"year" integer NOT NULL,
	"group_name" varchar(50) NOT NULL,
	"requirement" varchar(50) NOT NULL,
	"majors" jsonb NOT NULL,
	"sample" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colleges" (
	"code" varchar(5) PRIMARY KEY NOT NULL,
	"moe_id" varchar(10) DEFAULT '' NOT NULL,
	"name" varchar(100) NOT NULL,
	"province_code" varchar(2) NOT NULL,
	"province_name" varchar(20) NOT NULL,
	"city_name" varchar(50) DEFAULT '' NOT NULL,
	"level" varchar(4) NOT NULL,
	"category" varchar(10) DEFAULT '' NOT NULL,
	"nature_type" varchar(20) DEFAULT '公办' NOT NULL,
	"belong" varchar(60) DEFAULT '' NOT NULL,
	"feature" varchar(100) DEFAULT '' NOT NULL,
	"is_985" boolean DEFAULT false NOT NULL,
	"is_211" boolean DEFAULT false NOT NULL,
	"is_double_first" boolean DEFAULT false NOT NULL,
	"is_strong_base" boolean DEFAULT false NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"banner_url" text DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"website" varchar(200) DEFAULT '' NOT NULL,
	"remark" varchar(100) DEFAULT '' NOT NULL,
	"strength" real DEFAULT 0.3 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"sample" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enroll_introductions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"college_code" varchar(5) NOT NULL,
	"year" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"publish_date" varchar(10) NOT NULL,
	"sample" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"user_id" bigint NOT NULL,
	"type" varchar(50) DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"stack" text DEFAULT '' NOT NULL,
	"info" text DEFAULT '' NOT NULL,
	"time" varchar(40) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_details" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"student_id" bigint NOT NULL,
	"exam_name" varchar(100) NOT NULL,
	"exam_date" varchar(10) NOT NULL,
	"subject" varchar(20) NOT NULL,
	"score" real NOT NULL,
	"full_score" real DEFAULT 100 NOT NULL,
	"class_rank" integer,
	"grade_rank" integer
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"user_id" bigint NOT NULL,
	"resource_type" smallint NOT NULL,
	"resource_id" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"user_id" bigint NOT NULL,
	"content" text NOT NULL,
	"contact" varchar(100) DEFAULT '' NOT NULL,
	"category" varchar(30) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"name" varchar(200) NOT NULL,
	"url" text NOT NULL,
	"category" varchar(30) DEFAULT '' NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goal_infos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"student_id" bigint NOT NULL,
	"target_college_code" varchar(10) DEFAULT '' NOT NULL,
	"target_major_code" varchar(10) DEFAULT '' NOT NULL,
	"target_profession" varchar(100) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grades" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"grade_name" varchar(50) NOT NULL,
	"start_school" integer NOT NULL,
	"appear_type" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" varchar(10) NOT NULL,
	"subject" varchar(120) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "major_admissions" (
	"college_code" varchar(5) NOT NULL,
	"major_code" varchar(8) NOT NULL,
	"major_name" varchar(60) NOT NULL,
	"province_code" varchar(2) NOT NULL,
	"year" integer NOT NULL,
	"subject_type" varchar(10) NOT NULL,
	"batch" varchar(30) NOT NULL,
	"subject_requirement" varchar(30) DEFAULT '不限' NOT NULL,
	"plan_count" integer,
	"tuition" integer,
	"school_years" integer,
	"min_score" integer,
	"min_rank" integer,
	"avg_score" integer,
	"sample" boolean DEFAULT true NOT NULL,
	CONSTRAINT "major_admissions_college_code_major_code_province_code_year_subject_type_batch_pk" PRIMARY KEY("college_code","major_code","province_code","year","subject_type","batch")
);
--> statement-breakpoint
CREATE TABLE "majors" (
	"code" varchar(8) NOT NULL,
	"level" varchar(6) NOT NULL,
	"node_type" smallint NOT NULL,
	"parent_code" varchar(8) DEFAULT '' NOT NULL,
	"name" varchar(60) NOT NULL,
	"flag" varchar(4) DEFAULT '' NOT NULL,
	"degree" varchar(40) DEFAULT '' NOT NULL,
	"years" varchar(10) DEFAULT '' NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "majors_level_code_pk" PRIMARY KEY("level","code")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" bigint PRIMARY KEY NOT NULL,
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"code" varchar(60) NOT NULL,
	"name" varchar(60) NOT NULL,
	"alias" varchar(60) DEFAULT '' NOT NULL,
	"path" varchar(200) DEFAULT '' NOT NULL,
	"source" varchar(60) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"category" smallint DEFAULT 1 NOT NULL,
	"action" smallint DEFAULT 0 NOT NULL,
	"is_open" smallint DEFAULT 1 NOT NULL,
	"top_menu" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profession_majors" (
	"profession_code" varchar(12) NOT NULL,
	"major_level" varchar(6) DEFAULT 'ben' NOT NULL,
	"major_code" varchar(8) NOT NULL,
	CONSTRAINT "profession_majors_profession_code_major_level_major_code_pk" PRIMARY KEY("profession_code","major_level","major_code")
);
--> statement-breakpoint
CREATE TABLE "professions" (
	"code" varchar(12) PRIMARY KEY NOT NULL,
	"parent_code" varchar(12) DEFAULT '' NOT NULL,
	"level" smallint NOT NULL,
	"name" varchar(60) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"name" varchar(20) NOT NULL,
	"short_name" varchar(10) NOT NULL,
	"total_score" integer NOT NULL,
	"mode_name" varchar(10) NOT NULL,
	"reform_year" integer
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"family_id" varchar(40) NOT NULL,
	"user_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_consults" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"category" varchar(30) DEFAULT '' NOT NULL,
	"publish_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_ranks" (
	"province_code" varchar(2) NOT NULL,
	"year" integer NOT NULL,
	"subject_type" varchar(10) NOT NULL,
	"score" integer NOT NULL,
	"count" integer NOT NULL,
	"cumulative" integer NOT NULL,
	"sample" boolean DEFAULT true NOT NULL,
	CONSTRAINT "score_ranks_province_code_year_subject_type_score_pk" PRIMARY KEY("province_code","year","subject_type","score")
);
--> statement-breakpoint
CREATE TABLE "student_tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"student_id" bigint NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"task_type" varchar(30) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"due_date" varchar(10) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"grade_id" bigint,
	"student_name" varchar(50) NOT NULL,
	"sex" smallint DEFAULT 0 NOT NULL,
	"student_logo" text DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"region_code" varchar(12) NOT NULL,
	"mode_name" varchar(20) DEFAULT '' NOT NULL,
	"start_school" varchar(20) NOT NULL,
	"appear_type" smallint DEFAULT 0 NOT NULL,
	"classes_number" varchar(20) DEFAULT '' NOT NULL,
	"subjects" varchar(50) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_params" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"tenant_id" varchar(12) PRIMARY KEY NOT NULL,
	"tenant_name" varchar(100) NOT NULL,
	"tenant_logo" text DEFAULT '' NOT NULL,
	"domain" varchar(200) DEFAULT '' NOT NULL,
	"contact" varchar(50) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timetable_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"student_id" bigint NOT NULL,
	"weekday" smallint NOT NULL,
	"period" smallint NOT NULL,
	"subject" varchar(20) NOT NULL,
	"teacher" varchar(30) DEFAULT '' NOT NULL,
	"room" varchar(30) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "token_families" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"account" varchar(50) NOT NULL,
	"user_name" varchar(50) NOT NULL,
	"password_hash" text NOT NULL,
	"authority" varchar(20) DEFAULT 'student' NOT NULL,
	"student_id" bigint,
	"oauth_id" varchar(100) DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xk_infos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"grade_id" bigint,
	"title" varchar(100) NOT NULL,
	"combos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xk_student_caches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"student_id" bigint NOT NULL,
	"xk_info_id" bigint NOT NULL,
	"first_subject" varchar(10) DEFAULT '' NOT NULL,
	"second_subjects" varchar(30) DEFAULT '' NOT NULL,
	"submitted" boolean DEFAULT false NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_token_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."token_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_families" ADD CONSTRAINT "token_families_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "academic_plans_owner_idx" ON "academic_plans" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE INDEX "admission_plans_owner_idx" ON "admission_plans" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE INDEX "college_admissions_lookup_idx" ON "college_admissions" USING btree ("province_code","year","subject_type","min_score");--> statement-breakpoint
CREATE INDEX "college_subject_groups_idx" ON "college_subject_groups" USING btree ("college_code");--> statement-breakpoint
CREATE INDEX "colleges_province_idx" ON "colleges" USING btree ("province_code");--> statement-breakpoint
CREATE INDEX "colleges_level_idx" ON "colleges" USING btree ("level","strength");--> statement-breakpoint
CREATE INDEX "enroll_introductions_college_idx" ON "enroll_introductions" USING btree ("college_code");--> statement-breakpoint
CREATE INDEX "exam_details_owner_idx" ON "exam_details" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_uq" ON "favorites" USING btree ("tenant_id","user_id","resource_type","resource_id");--> statement-breakpoint
CREATE INDEX "files_tenant_idx" ON "files" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "goal_infos_owner_idx" ON "goal_infos" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE INDEX "grades_tenant_idx" ON "grades" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "login_failures_subject_idx" ON "login_failures" USING btree ("scope","subject","at");--> statement-breakpoint
CREATE INDEX "major_admissions_lookup_idx" ON "major_admissions" USING btree ("province_code","year","subject_type","min_score");--> statement-breakpoint
CREATE INDEX "major_admissions_college_idx" ON "major_admissions" USING btree ("college_code","province_code","year");--> statement-breakpoint
CREATE INDEX "majors_parent_idx" ON "majors" USING btree ("level","parent_code");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_uq" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "school_consults_tenant_idx" ON "school_consults" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "student_tasks_owner_idx" ON "student_tasks" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE INDEX "students_tenant_idx" ON "students" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "timetable_owner_idx" ON "timetable_entries" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_account_uq" ON "users" USING btree ("tenant_id","account");--> statement-breakpoint
CREATE INDEX "xk_infos_tenant_idx" ON "xk_infos" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "xk_cache_student_info_uq" ON "xk_student_caches" USING btree ("tenant_id","student_id","xk_info_id");