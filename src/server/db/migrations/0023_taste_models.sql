CREATE TABLE "taste_models" (
	"user_id" text PRIMARY KEY NOT NULL,
	"model" jsonb NOT NULL,
	"steps" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taste_population" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"model" jsonb NOT NULL,
	"swipes" integer NOT NULL,
	"fitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taste_population_one_row" CHECK ("taste_population"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "deck_dealt" ADD COLUMN "co_likes" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_events" ADD COLUMN "co_likes" real;--> statement-breakpoint
ALTER TABLE "user_events" ADD COLUMN "popularity" real;--> statement-breakpoint
ALTER TABLE "taste_models" ADD CONSTRAINT "taste_models_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deck_dealt_user_event_idx" ON "deck_dealt" USING btree ("user_id","event_id","pass_ms" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_events_updated_idx" ON "user_events" USING btree ("updated_at" DESC NULLS LAST);