CREATE TABLE "audit_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"actor_id" bigint NOT NULL,
	"actor_account" varchar(50) NOT NULL,
	"actor_role" varchar(20) NOT NULL,
	"action" varchar(40) NOT NULL,
	"target_type" varchar(30) NOT NULL,
	"target_id" varchar(40) DEFAULT '' NOT NULL,
	"target_label" varchar(200) DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"address" varchar(64) DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_counsellors" (
	"tenant_id" varchar(12) NOT NULL,
	"class_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "class_counsellors_class_id_user_id_pk" PRIMARY KEY("class_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"grade_id" bigint NOT NULL,
	"name" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"dry_run" boolean NOT NULL,
	"status" varchar(8) DEFAULT 'running' NOT NULL,
	"phase" varchar(10) DEFAULT 'read' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"report" jsonb,
	"error" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "school_tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"task_type" varchar(30) DEFAULT '' NOT NULL,
	"due_date" varchar(10) DEFAULT '' NOT NULL,
	"grade_id" bigint,
	"class_id" bigint,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"user_id" bigint NOT NULL,
	"storage" varchar(8) NOT NULL,
	"key" varchar(120) NOT NULL,
	"link" text NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"size" integer NOT NULL,
	"original_name" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "volunteer_rule_corrections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"province_code" varchar(2) NOT NULL,
	"year" integer NOT NULL,
	"batch" varchar(30) NOT NULL,
	"field" varchar(20) NOT NULL,
	"value" jsonb NOT NULL,
	"reason" varchar(500) NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_tasks" ADD COLUMN "school_task_id" bigint;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "class_id" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "review_note" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_counsellors" ADD CONSTRAINT "class_counsellors_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_counsellors" ADD CONSTRAINT "class_counsellors_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_counsellors" ADD CONSTRAINT "class_counsellors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_tasks" ADD CONSTRAINT "school_tasks_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_tasks" ADD CONSTRAINT "school_tasks_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_tasks" ADD CONSTRAINT "school_tasks_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_tasks" ADD CONSTRAINT "school_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_rule_corrections" ADD CONSTRAINT "volunteer_rule_corrections_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_rule_corrections" ADD CONSTRAINT "volunteer_rule_corrections_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_rule_corrections" ADD CONSTRAINT "volunteer_rule_corrections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_tenant_at_idx" ON "audit_logs" USING btree ("tenant_id","at");--> statement-breakpoint
CREATE INDEX "audit_logs_tenant_action_idx" ON "audit_logs" USING btree ("tenant_id","action","at");--> statement-breakpoint
CREATE INDEX "class_counsellors_user_idx" ON "class_counsellors" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classes_grade_name_uq" ON "classes" USING btree ("tenant_id","grade_id","name");--> statement-breakpoint
CREATE INDEX "import_jobs_tenant_idx" ON "import_jobs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "school_tasks_tenant_idx" ON "school_tasks" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_key_uq" ON "uploads" USING btree ("key","storage");--> statement-breakpoint
CREATE INDEX "uploads_tenant_idx" ON "uploads" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "volunteer_rule_corrections_uq" ON "volunteer_rule_corrections" USING btree ("tenant_id","province_code","year","batch","field");--> statement-breakpoint
ALTER TABLE "student_tasks" ADD CONSTRAINT "student_tasks_school_task_id_school_tasks_id_fk" FOREIGN KEY ("school_task_id") REFERENCES "public"."school_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_tasks_school_task_idx" ON "student_tasks" USING btree ("school_task_id");--> statement-breakpoint
CREATE INDEX "students_class_idx" ON "students" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "users_tenant_authority_idx" ON "users" USING btree ("tenant_id","authority","status");--> statement-breakpoint
-- Students placed in a grade with a class name get that class as a row of its own (databases from before classes existed).
INSERT INTO "classes" ("tenant_id", "grade_id", "name")
  SELECT DISTINCT s."tenant_id", s."grade_id", s."classes_number" FROM "students" s
  WHERE s."grade_id" IS NOT NULL AND s."classes_number" <> ''
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "students" s SET "class_id" = c."id" FROM "classes" c
  WHERE c."tenant_id" = s."tenant_id" AND c."grade_id" = s."grade_id" AND c."name" = s."classes_number" AND s."class_id" IS NULL;
