ALTER TABLE "agencies" ALTER COLUMN "code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "buildings" ALTER COLUMN "code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "lot_address" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "address_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "lot_address" text;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "address_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "agencies_lot_address_trgm_idx" ON "agencies" USING gin ("lot_address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agencies_address_keys_idx" ON "agencies" USING gin ("address_keys");--> statement-breakpoint
CREATE INDEX "buildings_lot_address_trgm_idx" ON "buildings" USING gin ("lot_address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "buildings_address_keys_idx" ON "buildings" USING gin ("address_keys");