-- Typo-tolerant search compares trigrams (docs/search.md). pg_trgm is a trusted extension, so a
-- database owner may create it; PGlite loads it in openDatabase.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A')
        || setweight(to_tsvector('english', coalesce("performer", '') || ' ' || "category" || ' ' || coalesce("original_category", '')), 'B')
        || setweight(to_tsvector('english', "venue" || ' ' || coalesce("neighborhood", '') || ' ' || coalesce("borough", '')), 'C')
        || setweight(to_tsvector('english', "description"), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "events_fuzzy_idx" ON "events" USING gin (("title" || ' ' || coalesce("performer", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_borough_starts_at_idx" ON "events" USING btree ("borough","starts_at","id");--> statement-breakpoint
CREATE INDEX "events_neighborhood_starts_at_idx" ON "events" USING btree ("neighborhood","starts_at","id");--> statement-breakpoint
CREATE INDEX "events_movie_run_idx" ON "events" USING btree ("end_date","start_date","starts_at") WHERE "events"."is_movie";