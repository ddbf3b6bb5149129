CREATE TABLE "user_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"notifications" boolean DEFAULT false NOT NULL,
	"preferred_time" text DEFAULT 'any' NOT NULL,
	"price_range" text DEFAULT 'any' NOT NULL,
	"home_neighborhood" text,
	"max_distance_miles" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_time_check" CHECK ("user_preferences"."preferred_time" in ('any', 'morning', 'afternoon', 'evening', 'late-night')),
	CONSTRAINT "user_preferences_price_check" CHECK ("user_preferences"."price_range" in ('any', 'free', 'under-25', 'under-50', '50-plus')),
	CONSTRAINT "user_preferences_distance_check" CHECK ("user_preferences"."max_distance_miles" is null or "user_preferences"."max_distance_miles" in (1, 2, 5, 10, 25))
);
--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;