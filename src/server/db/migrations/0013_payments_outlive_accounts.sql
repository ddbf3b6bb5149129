ALTER TABLE "payments" DROP CONSTRAINT "payments_business_event_id_business_events_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "business_event_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "company_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "event_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_business_event_id_business_events_id_fk" FOREIGN KEY ("business_event_id") REFERENCES "public"."business_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "payments" p SET "company_name" = ba."company_name", "event_title" = be."title"
FROM "business_events" be JOIN "business_accounts" ba ON ba."id" = be."business_id"
WHERE be."id" = p."business_event_id";
