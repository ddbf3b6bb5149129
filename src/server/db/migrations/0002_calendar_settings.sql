CREATE TABLE "calendar_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"google_connected" boolean DEFAULT false NOT NULL,
	"apple_preference" text DEFAULT 'manual' NOT NULL,
	"auto_add" boolean DEFAULT false NOT NULL,
	"google_access_token" text,
	"google_refresh_token" text,
	"google_token_expires_at" timestamp with time zone,
	"feed_token_hash" text,
	"feed_token" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_settings_feed_token_hash_unique" UNIQUE("feed_token_hash")
);
--> statement-breakpoint
ALTER TABLE "calendar_settings" ADD CONSTRAINT "calendar_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;