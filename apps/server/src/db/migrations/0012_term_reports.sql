CREATE TABLE "term_advice" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"dimension" varchar(20) NOT NULL,
	"element" varchar(20) NOT NULL,
	"point" varchar(100) DEFAULT '' NOT NULL,
	"advice" varchar(500) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "term_child_advice" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"cycle_id" integer NOT NULL,
	"dimension" varchar(20) NOT NULL,
	"element" varchar(20) NOT NULL,
	"point" varchar(100) DEFAULT '' NOT NULL,
	"advice" varchar(500) NOT NULL,
	"written_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "term_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"cycle_id" integer NOT NULL,
	"content" varchar(500) DEFAULT '' NOT NULL,
	"written_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "term_advice" ADD CONSTRAINT "term_advice_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_advice" ADD CONSTRAINT "term_advice_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_child_advice" ADD CONSTRAINT "term_child_advice_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_child_advice" ADD CONSTRAINT "term_child_advice_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_child_advice" ADD CONSTRAINT "term_child_advice_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_child_advice" ADD CONSTRAINT "term_child_advice_written_by_users_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_messages" ADD CONSTRAINT "term_messages_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_messages" ADD CONSTRAINT "term_messages_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_messages" ADD CONSTRAINT "term_messages_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_messages" ADD CONSTRAINT "term_messages_written_by_users_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "term_advice_point_uq" ON "term_advice" USING btree ("school_id","dimension","element","point");--> statement-breakpoint
CREATE UNIQUE INDEX "term_child_advice_item_uq" ON "term_child_advice" USING btree ("student_id","cycle_id","dimension","element","point");--> statement-breakpoint
CREATE INDEX "term_child_advice_school_idx" ON "term_child_advice" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "term_messages_child_cycle_uq" ON "term_messages" USING btree ("student_id","cycle_id");