CREATE TABLE "deck_dealt" (
	"user_id" text NOT NULL,
	"pass_ms" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"dealt_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deck_dealt_user_id_pass_ms_event_id_pk" PRIMARY KEY("user_id","pass_ms","event_id")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "swipe_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deck_dealt" ADD CONSTRAINT "deck_dealt_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_dealt" ADD CONSTRAINT "deck_dealt_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deck_dealt_event_idx" ON "deck_dealt" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "user_events_event_action_idx" ON "user_events" USING btree ("event_id","action","updated_at" DESC NULLS LAST);--> statement-breakpoint
-- Hand-added: every swipe already recorded counts towards its event's popularity prior.
UPDATE "events" e SET "swipe_count" = s.n
FROM (SELECT "event_id", count(*)::int AS n FROM "user_events" GROUP BY "event_id") s
WHERE e."id" = s."event_id";
