ALTER TABLE "exam_rank_tables" ADD COLUMN "kind" varchar(20) DEFAULT 'rank-table' NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_rank_tables" ADD COLUMN "students" integer;--> statement-breakpoint
ALTER TABLE "exam_rank_tables" ADD CONSTRAINT "exam_rank_tables_kind_ck" CHECK ("exam_rank_tables"."kind" in ('rank-table', 'history'));
