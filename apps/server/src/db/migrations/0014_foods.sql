CREATE TABLE "foods" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"aliases" varchar(100) DEFAULT '' NOT NULL,
	"category" varchar(10) NOT NULL,
	"is_seasoning" boolean DEFAULT false NOT NULL,
	"edible_pct" smallint DEFAULT 100 NOT NULL,
	"energy_kcal" numeric(10, 3),
	"protein_g" numeric(10, 3),
	"fat_g" numeric(10, 3),
	"carbohydrate_g" numeric(10, 3),
	"fiber_g" numeric(10, 3),
	"vitamin_a_ug_rae" numeric(10, 3),
	"thiamin_mg" numeric(10, 3),
	"riboflavin_mg" numeric(10, 3),
	"niacin_mg" numeric(10, 3),
	"vitamin_c_mg" numeric(10, 3),
	"calcium_mg" numeric(10, 3),
	"phosphorus_mg" numeric(10, 3),
	"iron_mg" numeric(10, 3),
	"zinc_mg" numeric(10, 3),
	"sodium_mg" numeric(10, 3),
	"potassium_mg" numeric(10, 3),
	"magnesium_mg" numeric(10, 3),
	"selenium_ug" numeric(10, 3),
	"source" varchar(10) DEFAULT 'school' NOT NULL,
	"code" varchar(10),
	"retired" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nutrition_standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"section" varchar(20) NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_standards" ADD CONSTRAINT "nutrition_standards_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "foods_school_active_name_uq" ON "foods" USING btree ("school_id","name") WHERE not "foods"."retired";--> statement-breakpoint
CREATE INDEX "foods_school_category_idx" ON "foods" USING btree ("school_id","category");--> statement-breakpoint
CREATE UNIQUE INDEX "nutrition_standards_school_section_uq" ON "nutrition_standards" USING btree ("school_id","section");