CREATE TABLE "theme_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"result_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"score" smallint DEFAULT 0 NOT NULL,
	"content" varchar(300) DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "theme_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"theme_id" integer NOT NULL,
	"class_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "theme_descriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"theme_id" integer NOT NULL,
	"sort" smallint NOT NULL,
	"title" varchar(20) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "theme_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"theme_id" integer NOT NULL,
	"detail_id" smallint NOT NULL,
	"keyword_id" smallint NOT NULL,
	"keyword" varchar(20) NOT NULL,
	"describe" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"question_type" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "theme_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"theme_class_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"cycle_id" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"title" varchar(30) NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"aim" varchar(200) DEFAULT '' NOT NULL,
	"template_id" smallint NOT NULL,
	"library_key" varchar(20),
	"copied_from_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "theme_answers" ADD CONSTRAINT "theme_answers_result_id_theme_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."theme_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_answers" ADD CONSTRAINT "theme_answers_question_id_theme_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."theme_questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_classes" ADD CONSTRAINT "theme_classes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_classes" ADD CONSTRAINT "theme_classes_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_classes" ADD CONSTRAINT "theme_classes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_descriptions" ADD CONSTRAINT "theme_descriptions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_descriptions" ADD CONSTRAINT "theme_descriptions_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_questions" ADD CONSTRAINT "theme_questions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_questions" ADD CONSTRAINT "theme_questions_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_results" ADD CONSTRAINT "theme_results_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_results" ADD CONSTRAINT "theme_results_theme_class_id_theme_classes_id_fk" FOREIGN KEY ("theme_class_id") REFERENCES "public"."theme_classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_results" ADD CONSTRAINT "theme_results_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_results" ADD CONSTRAINT "theme_results_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "theme_answers_result_question_idx" ON "theme_answers" USING btree ("result_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "theme_classes_theme_class_idx" ON "theme_classes" USING btree ("theme_id","class_id");--> statement-breakpoint
CREATE INDEX "theme_classes_class_idx" ON "theme_classes" USING btree ("class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "theme_descriptions_theme_sort_idx" ON "theme_descriptions" USING btree ("theme_id","sort");--> statement-breakpoint
CREATE INDEX "theme_questions_theme_detail_idx" ON "theme_questions" USING btree ("theme_id","detail_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "theme_results_class_child_idx" ON "theme_results" USING btree ("theme_class_id","student_id");--> statement-breakpoint
CREATE INDEX "themes_school_cycle_grade_idx" ON "themes" USING btree ("school_id","cycle_id","grade_id");