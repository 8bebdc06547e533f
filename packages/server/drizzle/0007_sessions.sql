-- Sessions per device (decisions.md): one refresh token per signed-in device instead of one per user.
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"jti" text NOT NULL,
	"previous_jti" text,
	"rotated_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"device" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_jti_idx" ON "sessions" USING btree ("jti");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id","last_used_at");--> statement-breakpoint
-- Each user's current refresh token becomes a session of its own with the same token id, so devices signed in
-- before this migration renew as before (their tokens carry no session id; the token id finds the session).
INSERT INTO "sessions" ("id", "user_id", "jti", "previous_jti", "rotated_at", "expires_at", "device", "created_at", "last_used_at")
  SELECT gen_random_uuid()::text, "user_id", "jti", "previous_jti", "rotated_at", "expires_at", '알 수 없는 기기',
         COALESCE("rotated_at", now()), COALESCE("rotated_at", now())
  FROM "refresh_tokens" WHERE "expires_at" > now();--> statement-breakpoint
DROP TABLE "refresh_tokens" CASCADE;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "token_version";
