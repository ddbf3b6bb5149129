DROP INDEX "events_movie_run_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "all_day" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing rows: a time written "All day" becomes an all-day event that starts at New York
-- midnight and runs at least through its day; movies keep their runs.
UPDATE "events" SET
  "all_day" = true,
  "time" = 'All day',
  "starts_at" = ("date"::timestamp AT TIME ZONE 'America/New_York'),
  "end_date" = greatest(coalesce("end_date", "date"), "date")
WHERE "time" ~* '^\s*all[\s-]?day\s*$';--> statement-breakpoint
UPDATE "events" SET "end_date" = "date" WHERE "end_date" < "date";--> statement-breakpoint
CREATE INDEX "events_running_idx" ON "events" USING btree ("end_date","starts_at") WHERE "events"."end_date" is not null;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_end_date_check" CHECK ("events"."end_date" is null or "events"."end_date" >= "events"."date");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_all_day_check" CHECK (not "events"."all_day" or "events"."end_date" is not null);--> statement-breakpoint
-- Calendars show all-day events differently, so the flag is part of what bumps the revision.
CREATE OR REPLACE FUNCTION events_bump_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.title, NEW.description, NEW.date, NEW.time, NEW.starts_at, NEW.venue, NEW.neighborhood,
      NEW.borough, NEW.source_url, NEW.is_movie, NEW.all_day, NEW.start_date, NEW.end_date)
     IS DISTINCT FROM
     (OLD.title, OLD.description, OLD.date, OLD.time, OLD.starts_at, OLD.venue, OLD.neighborhood,
      OLD.borough, OLD.source_url, OLD.is_movie, OLD.all_day, OLD.start_date, OLD.end_date) THEN
    NEW.revision := OLD.revision + 1;
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$;
