ALTER TABLE "refresh_tokens" ADD COLUMN "previous_jti" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "rotated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "uploads_created_at_idx" ON "uploads" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_type_check" CHECK ("buildings"."type" IN ('ROOM', 'APARTMENT', 'HOUSE', 'OFFICETEL', 'DORMITORY', 'BOARDING_HOUSE'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_kind_check" CHECK ("reviews"."kind" IN ('GENERAL', 'DORM', 'AGENCY'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_contract_type_check" CHECK ("reviews"."contract_type" IN ('MONTHLY_RENT', 'DEPOSIT_RENT'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_floor_check" CHECK ("reviews"."floor" IN ('BASEMENT', 'LOW', 'MID', 'HIGH', 'ATTIC'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_check" CHECK ("users"."status" IN ('verified', 'pending', 'unverified'));