ALTER TABLE "uploads" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "crawled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "uploads_crawled_source_idx" ON "uploads" USING btree ("source_url") WHERE "uploads"."crawled";