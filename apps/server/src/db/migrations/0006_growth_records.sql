CREATE TABLE "preset_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer,
	"message_type" varchar(20) NOT NULL,
	"content" varchar(500) NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_physical_exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"exam_date" date NOT NULL,
	"height" varchar(20) DEFAULT '' NOT NULL,
	"weight" varchar(20) DEFAULT '' NOT NULL,
	"vision_left" varchar(20) DEFAULT '' NOT NULL,
	"vision_right" varchar(20) DEFAULT '' NOT NULL,
	"hearing_left" varchar(20) DEFAULT '' NOT NULL,
	"hearing_right" varchar(20) DEFAULT '' NOT NULL,
	"tooth" varchar(20) DEFAULT '' NOT NULL,
	"hemoglobin" varchar(20) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "growth_modules" ADD COLUMN "student_id" integer;--> statement-breakpoint
ALTER TABLE "growth_records" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "preset_texts" ADD CONSTRAINT "preset_texts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preset_texts" ADD CONSTRAINT "preset_texts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_physical_exams" ADD CONSTRAINT "student_physical_exams_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_physical_exams" ADD CONSTRAINT "student_physical_exams_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preset_texts_owner_idx" ON "preset_texts" USING btree ("school_id","message_type","user_id");--> statement-breakpoint
CREATE INDEX "student_physical_exams_student_idx" ON "student_physical_exams" USING btree ("student_id","exam_date");--> statement-breakpoint
ALTER TABLE "growth_modules" ADD CONSTRAINT "growth_modules_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "growth_modules_student_idx" ON "growth_modules" USING btree ("student_id");