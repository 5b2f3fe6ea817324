CREATE TABLE "exam_rank_tables" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"name" varchar(100) NOT NULL,
	"exam_name" varchar(100) NOT NULL,
	"province_code" varchar(2) NOT NULL,
	"subject_type" varchar(20) NOT NULL,
	"source" varchar(200) NOT NULL,
	"rows" jsonb NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gaokao_scores" (
	"student_id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"year" integer NOT NULL,
	"score" integer,
	"rank" integer,
	"source" varchar(20) NOT NULL,
	"conversion" jsonb,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"set_by" bigint NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gaokao_scores_value_ck" CHECK ("gaokao_scores"."score" is not null or "gaokao_scores"."rank" is not null),
	CONSTRAINT "gaokao_scores_source_ck" CHECK ("gaokao_scores"."source" in ('estimate', 'official', 'converted'))
);
--> statement-breakpoint
ALTER TABLE "exam_rank_tables" ADD CONSTRAINT "exam_rank_tables_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_rank_tables" ADD CONSTRAINT "exam_rank_tables_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_rank_tables" ADD CONSTRAINT "exam_rank_tables_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gaokao_scores" ADD CONSTRAINT "gaokao_scores_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gaokao_scores" ADD CONSTRAINT "gaokao_scores_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gaokao_scores" ADD CONSTRAINT "gaokao_scores_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_rank_tables_name_uq" ON "exam_rank_tables" USING btree ("tenant_id","name");
