CREATE TABLE "assessment_referrals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"student_id" bigint NOT NULL,
	"report_id" bigint NOT NULL,
	"who5" smallint NOT NULL,
	"gad7" smallint NOT NULL,
	"reasons" jsonb NOT NULL,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"handled_by" bigint,
	"handled_at" timestamp with time zone,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_referrals_status_ck" CHECK ("assessment_referrals"."status" in ('open', 'seen', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "assessment_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"student_id" bigint NOT NULL,
	"code" varchar(20) NOT NULL,
	"version" varchar(20) NOT NULL,
	"answers" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"result_code" varchar(60) NOT NULL,
	"taken_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_tasks" ADD COLUMN "link" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_referrals" ADD CONSTRAINT "assessment_referrals_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_referrals" ADD CONSTRAINT "assessment_referrals_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_referrals" ADD CONSTRAINT "assessment_referrals_report_id_assessment_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."assessment_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_referrals" ADD CONSTRAINT "assessment_referrals_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_reports" ADD CONSTRAINT "assessment_reports_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_reports" ADD CONSTRAINT "assessment_reports_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_reports" ADD CONSTRAINT "assessment_reports_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_referrals_tenant_idx" ON "assessment_referrals" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "assessment_referrals_student_idx" ON "assessment_referrals" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE INDEX "assessment_reports_owner_idx" ON "assessment_reports" USING btree ("tenant_id","student_id","code","created_at");--> statement-breakpoint
-- the seed's tasks of databases made before tasks had links: the Holland task opens the interest test, the archive task the archive
UPDATE "student_tasks" SET "link" = '/evaluationCollection/testPaper/zyxq' WHERE "link" = '' AND "title" LIKE '完成霍兰德职业兴趣测评%';--> statement-breakpoint
UPDATE "student_tasks" SET "link" = '/career/archive' WHERE "link" = '' AND "title" LIKE '填写生涯档案%';
