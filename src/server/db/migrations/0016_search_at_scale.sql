-- Hand-added, first because the index below needs it: btree_gin lets one GIN index hold the
-- search vector with the category and place columns (docs/search.md). It is a trusted extension,
-- so a database owner may create it; PGlite loads it in openDatabase.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "events_search_idx";--> statement-breakpoint
DROP INDEX "user_events_user_action_idx";--> statement-breakpoint
DROP INDEX "user_events_user_updated_idx";--> statement-breakpoint
CREATE INDEX "events_search_filters_idx" ON "events" USING gin ("search_vector","category","borough","neighborhood");--> statement-breakpoint
CREATE INDEX "user_events_user_action_idx" ON "user_events" USING btree ("user_id","action","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_events_user_updated_idx" ON "user_events" USING btree ("user_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);