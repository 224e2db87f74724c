CREATE TABLE "dish_ingredients" (
	"id" serial PRIMARY KEY NOT NULL,
	"dish_id" integer NOT NULL,
	"food_id" integer NOT NULL,
	"grams" numeric(7, 1) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dishes" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"day" date NOT NULL,
	"meal" varchar(10) NOT NULL,
	"dish_id" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"portions" jsonb
);
--> statement-breakpoint
CREATE TABLE "weekly_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"published_by_name" varchar(50),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dish_ingredients" ADD CONSTRAINT "dish_ingredients_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dish_ingredients" ADD CONSTRAINT "dish_ingredients_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dishes" ADD CONSTRAINT "dishes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_menu_id_weekly_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."weekly_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_menus" ADD CONSTRAINT "weekly_menus_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dish_ingredients_dish_food_uq" ON "dish_ingredients" USING btree ("dish_id","food_id");--> statement-breakpoint
CREATE INDEX "dish_ingredients_food_idx" ON "dish_ingredients" USING btree ("food_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dishes_school_active_name_uq" ON "dishes" USING btree ("school_id","name") WHERE not "dishes"."retired";--> statement-breakpoint
CREATE INDEX "menu_items_menu_day_idx" ON "menu_items" USING btree ("menu_id","day");--> statement-breakpoint
CREATE INDEX "menu_items_dish_idx" ON "menu_items" USING btree ("dish_id");--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_menus_school_week_uq" ON "weekly_menus" USING btree ("school_id","week_start");