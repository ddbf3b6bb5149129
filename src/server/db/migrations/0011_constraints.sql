-- Rows written before these checks are brought inside them first: a like count that drifted
-- below zero is recounted from its swipes, a value outside its list takes the column's default.
UPDATE "events" e SET "like_count" = (
	SELECT count(*) FROM "user_events" u WHERE u."event_id" = e."id" AND u."action" = 'liked'
) WHERE e."like_count" < 0;--> statement-breakpoint
UPDATE "events" SET "source" = 'manual' WHERE "source" NOT IN ('seed', 'csv', 'manual', 'crawler', 'business', 'mock');--> statement-breakpoint
UPDATE "events" SET "category" = 'other' WHERE "category" NOT IN ('music', 'comedy', 'theater', 'art', 'museum', 'food', 'sports', 'lecture', 'nightlife', 'outdoor', 'meditation', 'dance', 'tours', 'yoga', 'movie', 'festival', 'other');--> statement-breakpoint
UPDATE "events" SET "borough" = NULL WHERE "borough" NOT IN ('Manhattan', 'Brooklyn', 'Queens', 'Bronx', 'Staten Island');--> statement-breakpoint
UPDATE "business_events" SET "category" = 'other' WHERE "category" NOT IN ('music', 'comedy', 'theater', 'art', 'museum', 'food', 'sports', 'lecture', 'nightlife', 'outdoor', 'meditation', 'dance', 'tours', 'yoga', 'movie', 'festival', 'other');--> statement-breakpoint
UPDATE "user" SET "role" = 'user' WHERE "role" NOT IN ('user', 'admin');--> statement-breakpoint
UPDATE "calendar_settings" SET "apple_preference" = 'manual' WHERE "apple_preference" NOT IN ('manual', 'auto', 'disabled');--> statement-breakpoint
UPDATE "job_runs" SET "ok" = false WHERE "finished_at" IS NOT NULL AND "ok" IS NULL;--> statement-breakpoint
UPDATE "job_runs" SET "finished_at" = "started_at" WHERE "finished_at" IS NULL AND "ok" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_role_check" CHECK ("user"."role" in ('user', 'admin'));--> statement-breakpoint
ALTER TABLE "business_events" ADD CONSTRAINT "business_events_category_check" CHECK ("business_events"."category" in ('music', 'comedy', 'theater', 'art', 'museum', 'food', 'sports', 'lecture', 'nightlife', 'outdoor', 'meditation', 'dance', 'tours', 'yoga', 'movie', 'festival', 'other'));--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD CONSTRAINT "payment_webhook_events_provider_check" CHECK ("payment_webhook_events"."provider" in ('stripe', 'local'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('succeeded'));--> statement-breakpoint
ALTER TABLE "calendar_settings" ADD CONSTRAINT "calendar_settings_apple_preference_check" CHECK ("calendar_settings"."apple_preference" in ('manual', 'auto', 'disabled'));--> statement-breakpoint
ALTER TABLE "event_sources" ADD CONSTRAINT "event_sources_source_check" CHECK ("event_sources"."source" ~ '^[a-z0-9][a-z0-9-]{0,39}$');--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_like_count_check" CHECK ("events"."like_count" >= 0);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_source_check" CHECK ("events"."source" in ('seed', 'csv', 'manual', 'crawler', 'business', 'mock'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_category_check" CHECK ("events"."category" in ('music', 'comedy', 'theater', 'art', 'museum', 'food', 'sports', 'lecture', 'nightlife', 'outdoor', 'meditation', 'dance', 'tours', 'yoga', 'movie', 'festival', 'other'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_borough_check" CHECK ("events"."borough" is null or "events"."borough" in ('Manhattan', 'Brooklyn', 'Queens', 'Bronx', 'Staten Island'));--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_outcome_check" CHECK (("job_runs"."finished_at" is null) = ("job_runs"."ok" is null));--> statement-breakpoint
ALTER TABLE "upload_batches" ADD CONSTRAINT "upload_batches_range_check" CHECK ("upload_batches"."event_count" >= 0 and "upload_batches"."start_id" <= "upload_batches"."end_id");