CREATE TABLE "process_evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"cycle_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"title" varchar(30) NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "process_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"evaluation_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"name" varchar(20) NOT NULL,
	"cate_name" varchar(20) DEFAULT '' NOT NULL,
	"dimension" smallint,
	"order_sort" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_finish" boolean DEFAULT false NOT NULL,
	"content" jsonb DEFAULT '""'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audios" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "process_evaluations" ADD CONSTRAINT "process_evaluations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_evaluations" ADD CONSTRAINT "process_evaluations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_evaluations" ADD CONSTRAINT "process_evaluations_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_evaluations" ADD CONSTRAINT "process_evaluations_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_evaluations" ADD CONSTRAINT "process_evaluations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_pages" ADD CONSTRAINT "process_pages_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_pages" ADD CONSTRAINT "process_pages_evaluation_id_process_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."process_evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_pages" ADD CONSTRAINT "process_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "process_evaluations_child_idx" ON "process_evaluations" USING btree ("school_id","student_id","cycle_id","starts_on");--> statement-breakpoint
CREATE INDEX "process_pages_evaluation_idx" ON "process_pages" USING btree ("evaluation_id","order_sort");