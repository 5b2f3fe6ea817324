CREATE TABLE "volunteer_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"plan_id" bigint NOT NULL,
	"unit_key" varchar(80),
	"author_id" bigint NOT NULL,
	"text" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "volunteer_plan_versions" (
	"plan_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"entries" jsonb NOT NULL,
	"saved_by" bigint NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_plan_versions_plan_id_version_pk" PRIMARY KEY("plan_id","version")
);
--> statement-breakpoint
CREATE TABLE "volunteer_plans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"student_id" bigint NOT NULL,
	"name" varchar(40) NOT NULL,
	"province_code" varchar(2) NOT NULL,
	"year" integer NOT NULL,
	"batch" varchar(30) NOT NULL,
	"subject_type" varchar(10) NOT NULL,
	"entries" jsonb NOT NULL,
	"eligible_plans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" varchar(8) DEFAULT 'draft' NOT NULL,
	"parent_can_edit" boolean DEFAULT false NOT NULL,
	"updated_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_plans_status_ck" CHECK ("volunteer_plans"."status" in ('draft', 'final')),
	CONSTRAINT "volunteer_plans_version_ck" CHECK ("volunteer_plans"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "volunteer_comments" ADD CONSTRAINT "volunteer_comments_plan_id_volunteer_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."volunteer_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_comments" ADD CONSTRAINT "volunteer_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_plan_versions" ADD CONSTRAINT "volunteer_plan_versions_plan_id_volunteer_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."volunteer_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_plan_versions" ADD CONSTRAINT "volunteer_plan_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_plans" ADD CONSTRAINT "volunteer_plans_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_plans" ADD CONSTRAINT "volunteer_plans_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_plans" ADD CONSTRAINT "volunteer_plans_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_plans" ADD CONSTRAINT "volunteer_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "volunteer_comments_plan_idx" ON "volunteer_comments" USING btree ("plan_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "volunteer_plans_name_uq" ON "volunteer_plans" USING btree ("tenant_id","student_id","name");