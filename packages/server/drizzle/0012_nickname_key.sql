ALTER TABLE "users" ADD COLUMN "nickname_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_nickname_key_unique" ON "users" USING btree ("nickname_key");