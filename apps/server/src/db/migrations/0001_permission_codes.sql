ALTER TABLE "permissions" ADD COLUMN "code" varchar(60);--> statement-breakpoint
CREATE UNIQUE INDEX "permissions_code_uq" ON "permissions" USING btree ("code");