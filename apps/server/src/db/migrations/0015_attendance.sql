CREATE TABLE "attendance_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"day" date NOT NULL,
	"present" boolean NOT NULL,
	"absence_reason" varchar(10),
	"absence_note" varchar(100),
	"check_result" varchar(10),
	"check_note" varchar(100),
	"recorded_by" integer,
	"recorded_by_name" varchar(50),
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_student_day_uq" ON "attendance_records" USING btree ("student_id","day");--> statement-breakpoint
CREATE INDEX "attendance_school_day_idx" ON "attendance_records" USING btree ("school_id","day");--> statement-breakpoint
CREATE INDEX "attendance_class_day_idx" ON "attendance_records" USING btree ("class_id","day");