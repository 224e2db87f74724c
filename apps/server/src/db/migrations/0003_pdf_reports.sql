CREATE TABLE "pdf_job_items" (
	"job_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"query" jsonb NOT NULL,
	"name" varchar(120) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"file_id" uuid,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "pdf_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"route" varchar(100) NOT NULL,
	"name" varchar(120) NOT NULL,
	"merged_file_id" uuid,
	"zip_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pdf_page_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"guid" varchar(64) NOT NULL,
	"mime" varchar(20) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_pdfs" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"cache_key" varchar(64) NOT NULL,
	"file_id" uuid NOT NULL,
	"route" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pdf_job_items" ADD CONSTRAINT "pdf_job_items_job_id_pdf_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."pdf_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_job_items" ADD CONSTRAINT "pdf_job_items_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_jobs" ADD CONSTRAINT "pdf_jobs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_jobs" ADD CONSTRAINT "pdf_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_jobs" ADD CONSTRAINT "pdf_jobs_merged_file_id_stored_files_id_fk" FOREIGN KEY ("merged_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_jobs" ADD CONSTRAINT "pdf_jobs_zip_file_id_stored_files_id_fk" FOREIGN KEY ("zip_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_page_images" ADD CONSTRAINT "pdf_page_images_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_page_images" ADD CONSTRAINT "pdf_page_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_pdfs" ADD CONSTRAINT "report_pdfs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_pdfs" ADD CONSTRAINT "report_pdfs_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pdf_job_items_pk" ON "pdf_job_items" USING btree ("job_id","seq");--> statement-breakpoint
CREATE INDEX "pdf_jobs_school_idx" ON "pdf_jobs" USING btree ("school_id","created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "pdf_page_images_guid_idx" ON "pdf_page_images" USING btree ("school_id","user_id","guid");--> statement-breakpoint
CREATE UNIQUE INDEX "report_pdfs_key_idx" ON "report_pdfs" USING btree ("school_id","cache_key");