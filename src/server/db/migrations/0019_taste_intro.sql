ALTER TABLE "user_preferences" ADD COLUMN "loved_categories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "home_borough" text;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "taste_intro_done" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_borough_check" CHECK ("user_preferences"."home_borough" is null or "user_preferences"."home_borough" in ('Manhattan', 'Brooklyn', 'Queens', 'Bronx', 'Staten Island'));--> statement-breakpoint
-- People who used the app before the first-visit step have had their first visit.
UPDATE "user_preferences" SET "taste_intro_done" = true;
