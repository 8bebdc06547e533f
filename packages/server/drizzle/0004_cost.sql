ALTER TABLE "agencies" ADD COLUMN "deposit_returns" jsonb DEFAULT '{"full":0,"partial":0,"none":0,"living":0,"averageDays":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "deposit_returns" jsonb DEFAULT '{"full":0,"partial":0,"none":0,"living":0,"averageDays":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "deposit_return" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "deposit_return_days" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_deposit_return_check" CHECK ("reviews"."deposit_return" IN ('FULL', 'PARTIAL', 'NONE', 'LIVING'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_deposit_return_days_check" CHECK ("reviews"."deposit_return_days" IS NULL OR ("reviews"."deposit_return" IN ('FULL', 'PARTIAL') AND "reviews"."deposit_return_days" BETWEEN 0 AND 730));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_deposit_return_kind_check" CHECK ("reviews"."deposit_return" IS NULL OR "reviews"."kind" <> 'DORM');