-- The deck ranks by the profile's event preferences (docs/deck-ranking.md). Each category's walk
-- is split into slices of one part of the day and one price band, so every slice has a single
-- boost and is still one ordered index range. src/shared/deck-preferences.ts holds the same two
-- rules; an API test checks that they agree.
CREATE FUNCTION deck_day_part(starts_at timestamptz) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE
    WHEN extract(hour FROM starts_at AT TIME ZONE 'America/New_York') BETWEEN 5 AND 11 THEN 1
    WHEN extract(hour FROM starts_at AT TIME ZONE 'America/New_York') BETWEEN 12 AND 16 THEN 2
    WHEN extract(hour FROM starts_at AT TIME ZONE 'America/New_York') BETWEEN 17 AND 20 THEN 3
    ELSE 4
  END;--> statement-breakpoint
CREATE FUNCTION deck_price_band(min_cents integer) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE
    WHEN min_cents IS NULL THEN 0
    WHEN min_cents = 0 THEN 1
    WHEN min_cents < 2500 THEN 2
    WHEN min_cents < 5000 THEN 3
    ELSE 4
  END;--> statement-breakpoint
-- INCLUDE lets the walks test the travel distance on the index entry alone (index-only scans).
CREATE INDEX "events_deck_slices_idx" ON "events" USING btree (
  "category", deck_day_part("starts_at"), deck_price_band("price_min_cents"), "starts_at", "id"
) INCLUDE ("price_min_cents", "neighborhood");--> statement-breakpoint
-- Profile stats read the category and start of every liked event: from this index alone.
CREATE INDEX "events_stats_lookup_idx" ON "events" USING btree ("id") INCLUDE ("category", "starts_at");
