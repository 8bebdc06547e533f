ALTER TABLE "agencies" drop column "search_bigrams";--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "search_bigrams" text[] GENERATED ALWAYS AS (jb_bigrams(name || ' ' || address || ' ' || coalesce(lot_address, ''))) STORED;--> statement-breakpoint
ALTER TABLE "buildings" drop column "search_bigrams";--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "search_bigrams" text[] GENERATED ALWAYS AS (jb_bigrams(name || ' ' || address || ' ' || coalesce(lot_address, ''))) STORED;--> statement-breakpoint
CREATE INDEX "agencies_bigram_idx" ON "agencies" USING gin ("search_bigrams");--> statement-breakpoint
CREATE INDEX "buildings_bigram_idx" ON "buildings" USING gin ("search_bigrams");
