ALTER TABLE "pdf_job_items" ADD COLUMN "done_by" varchar(100);--> statement-breakpoint
ALTER TABLE "pdf_jobs" ADD COLUMN "session_id" uuid;