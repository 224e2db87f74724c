CREATE TABLE "child_photo_students" (
	"photo_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	CONSTRAINT "child_photo_students_photo_id_student_id_pk" PRIMARY KEY("photo_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "child_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"class_id" integer NOT NULL,
	"dimension" smallint DEFAULT 0 NOT NULL,
	"taken_on" date,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "child_photo_students" ADD CONSTRAINT "child_photo_students_photo_id_child_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."child_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_photo_students" ADD CONSTRAINT "child_photo_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_photo_students" ADD CONSTRAINT "child_photo_students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_photos" ADD CONSTRAINT "child_photos_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_photos" ADD CONSTRAINT "child_photos_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_photos" ADD CONSTRAINT "child_photos_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_photos" ADD CONSTRAINT "child_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_photo_students_student_idx" ON "child_photo_students" USING btree ("student_id","photo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "child_photos_file_uq" ON "child_photos" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "child_photos_class_idx" ON "child_photos" USING btree ("school_id","class_id","created_at");