ALTER TABLE "agencies" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "legal_dong" text;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "legal_dong" text;--> statement-breakpoint
CREATE INDEX "agencies_district_idx" ON "agencies" USING btree ("district","legal_dong");--> statement-breakpoint
CREATE INDEX "buildings_district_idx" ON "buildings" USING btree ("district","legal_dong");