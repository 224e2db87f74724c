CREATE TABLE "growth_log_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"dimension" varchar(20) NOT NULL,
	"element" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"order_sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "growth_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"type_num" smallint NOT NULL,
	"title" varchar(20) NOT NULL,
	"operator" smallint DEFAULT 1 NOT NULL,
	"order_sort" integer DEFAULT 0 NOT NULL,
	"time" date,
	"cycle_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"back_cover_img" varchar(300) DEFAULT '' NOT NULL,
	"plate_id" smallint DEFAULT 0 NOT NULL,
	"content" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "growth_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"order_sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "growth_record_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"record_id" integer NOT NULL,
	"point_id" integer NOT NULL,
	"value" smallint NOT NULL,
	CONSTRAINT "growth_record_marks_record_point_uq" UNIQUE("record_id","point_id")
);
--> statement-breakpoint
CREATE TABLE "growth_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"answer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"written_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "growth_records_module_student_uq" UNIQUE("module_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "growth_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"study_year_id" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"cycle_id" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "growth_templates_grade_cycle_uq" UNIQUE NULLS NOT DISTINCT("school_id","grade_id","cycle_id")
);
--> statement-breakpoint
ALTER TABLE "growth_log_points" ADD CONSTRAINT "growth_log_points_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_log_points" ADD CONSTRAINT "growth_log_points_module_id_growth_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."growth_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_modules" ADD CONSTRAINT "growth_modules_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_modules" ADD CONSTRAINT "growth_modules_template_id_growth_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."growth_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_modules" ADD CONSTRAINT "growth_modules_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_questions" ADD CONSTRAINT "growth_questions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_questions" ADD CONSTRAINT "growth_questions_module_id_growth_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."growth_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_record_marks" ADD CONSTRAINT "growth_record_marks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_record_marks" ADD CONSTRAINT "growth_record_marks_record_id_growth_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."growth_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_record_marks" ADD CONSTRAINT "growth_record_marks_point_id_growth_log_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."growth_log_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_records" ADD CONSTRAINT "growth_records_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_records" ADD CONSTRAINT "growth_records_template_id_growth_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."growth_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_records" ADD CONSTRAINT "growth_records_module_id_growth_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."growth_modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_records" ADD CONSTRAINT "growth_records_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_records" ADD CONSTRAINT "growth_records_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_records" ADD CONSTRAINT "growth_records_written_by_users_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_templates" ADD CONSTRAINT "growth_templates_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_templates" ADD CONSTRAINT "growth_templates_study_year_id_study_years_id_fk" FOREIGN KEY ("study_year_id") REFERENCES "public"."study_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_templates" ADD CONSTRAINT "growth_templates_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_templates" ADD CONSTRAINT "growth_templates_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "growth_log_points_module_idx" ON "growth_log_points" USING btree ("module_id","order_sort");--> statement-breakpoint
CREATE UNIQUE INDEX "growth_log_points_text_uq" ON "growth_log_points" USING btree ("module_id","dimension","element","name");--> statement-breakpoint
CREATE INDEX "growth_modules_template_idx" ON "growth_modules" USING btree ("template_id","order_sort");--> statement-breakpoint
CREATE INDEX "growth_questions_module_idx" ON "growth_questions" USING btree ("module_id","order_sort");--> statement-breakpoint
CREATE UNIQUE INDEX "growth_questions_text_uq" ON "growth_questions" USING btree ("module_id","name");--> statement-breakpoint
CREATE INDEX "growth_record_marks_point_idx" ON "growth_record_marks" USING btree ("point_id");--> statement-breakpoint
CREATE INDEX "growth_records_template_idx" ON "growth_records" USING btree ("template_id","student_id");