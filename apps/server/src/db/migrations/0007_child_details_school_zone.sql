ALTER TABLE "students" ADD COLUMN "student_no" varchar(30);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "entry_date" date;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "guardians" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "allergies" varchar(500);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "health_notes" varchar(1000);--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "time_zone" varchar(64) DEFAULT 'Asia/Shanghai' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "students_school_no_uq" ON "students" USING btree ("school_id","student_no") WHERE "students"."student_no" is not null;