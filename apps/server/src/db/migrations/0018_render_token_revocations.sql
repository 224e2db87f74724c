CREATE TABLE "render_token_revocations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "render_token_revocations_expires_at_idx" ON "render_token_revocations" USING btree ("expires_at");