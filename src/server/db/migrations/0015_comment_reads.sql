CREATE TABLE "volunteer_comment_reads" (
	"plan_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_comment_reads_plan_id_user_id_pk" PRIMARY KEY("plan_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "volunteer_comment_reads" ADD CONSTRAINT "volunteer_comment_reads_plan_id_volunteer_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."volunteer_plans"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "volunteer_comment_reads" ADD CONSTRAINT "volunteer_comment_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
