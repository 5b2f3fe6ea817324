CREATE TABLE "college_tours" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"college_code" varchar(5) NOT NULL,
	"title" varchar(100) NOT NULL,
	"url" varchar(500) NOT NULL,
	"source_name" varchar(100) NOT NULL,
	"source_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shares" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"user_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"kind" varchar(20) NOT NULL,
	"content" jsonb NOT NULL,
	"owner_name" varchar(50) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "college_tours" ADD CONSTRAINT "college_tours_college_code_colleges_code_fk" FOREIGN KEY ("college_code") REFERENCES "public"."colleges"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_tours" ADD CONSTRAINT "college_tours_source_id_data_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "college_tours_college_url_uq" ON "college_tours" USING btree ("college_code","url");--> statement-breakpoint
CREATE INDEX "shares_owner_idx" ON "shares" USING btree ("tenant_id","user_id","created_at");