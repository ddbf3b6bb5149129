DROP INDEX "events_fuzzy_idx";--> statement-breakpoint
CREATE INDEX "events_fuzzy_idx" ON "events" USING gin (("title" || ' ' || coalesce("performer", '') || ' ' || "venue") gin_trgm_ops);