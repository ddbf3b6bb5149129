ALTER TABLE "business_events" ADD COLUMN "all_day" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_events" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "business_events" ADD CONSTRAINT "business_events_end_date_check" CHECK ("business_events"."end_date" is null or "business_events"."end_date" >= "business_events"."date");