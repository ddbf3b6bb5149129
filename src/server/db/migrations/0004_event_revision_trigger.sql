-- Calendar apps update an imported copy only when SEQUENCE grows: every change to what a
-- calendar entry shows bumps the event's revision, whichever code path made it.
CREATE FUNCTION events_bump_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.title, NEW.description, NEW.date, NEW.time, NEW.starts_at, NEW.venue, NEW.neighborhood,
      NEW.borough, NEW.source_url, NEW.is_movie, NEW.start_date, NEW.end_date)
     IS DISTINCT FROM
     (OLD.title, OLD.description, OLD.date, OLD.time, OLD.starts_at, OLD.venue, OLD.neighborhood,
      OLD.borough, OLD.source_url, OLD.is_movie, OLD.start_date, OLD.end_date) THEN
    NEW.revision := OLD.revision + 1;
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER events_bump_revision BEFORE UPDATE ON events
  FOR EACH ROW EXECUTE FUNCTION events_bump_revision();
