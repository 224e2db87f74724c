CREATE TABLE "process_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"bank_id" integer NOT NULL,
	"grade_name" varchar(4) NOT NULL,
	"question" varchar(200) NOT NULL,
	"order_sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"type_id" smallint NOT NULL,
	"name" varchar(20) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"order_sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_answer_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"answer_id" integer NOT NULL,
	"question_id" integer,
	"question" varchar(200) NOT NULL,
	"order_sort" integer NOT NULL,
	"value" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"bank_id" integer NOT NULL,
	"cycle_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"answered_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "process_questions" ADD CONSTRAINT "process_questions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_questions" ADD CONSTRAINT "process_questions_bank_id_question_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."question_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_banks" ADD CONSTRAINT "question_banks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answer_items" ADD CONSTRAINT "questionnaire_answer_items_answer_id_questionnaire_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."questionnaire_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answer_items" ADD CONSTRAINT "questionnaire_answer_items_question_id_process_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."process_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_bank_id_question_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."question_banks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "process_questions_bank_idx" ON "process_questions" USING btree ("bank_id","grade_name","order_sort");--> statement-breakpoint
CREATE UNIQUE INDEX "process_questions_bank_scope_text_idx" ON "process_questions" USING btree ("bank_id","grade_name","question");--> statement-breakpoint
CREATE UNIQUE INDEX "question_banks_school_name_idx" ON "question_banks" USING btree ("school_id","name");--> statement-breakpoint
CREATE INDEX "questionnaire_answer_items_answer_idx" ON "questionnaire_answer_items" USING btree ("answer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_answers_child_bank_cycle_idx" ON "questionnaire_answers" USING btree ("student_id","bank_id","cycle_id");--> statement-breakpoint
CREATE INDEX "questionnaire_answers_class_cycle_idx" ON "questionnaire_answers" USING btree ("class_id","cycle_id");