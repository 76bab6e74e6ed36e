ALTER TABLE "reminder_subscriptions" ADD COLUMN "sport" varchar(10) DEFAULT 'football' NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_subscriptions" DROP CONSTRAINT "reminder_subscriptions_once";--> statement-breakpoint
ALTER TABLE "reminder_subscriptions" ADD CONSTRAINT "reminder_subscriptions_once" UNIQUE("user_id","sport","target_kind","target_id");--> statement-breakpoint
DROP INDEX "reminder_subscriptions_target_idx";--> statement-breakpoint
CREATE INDEX "reminder_subscriptions_target_idx" ON "reminder_subscriptions" USING btree ("sport","target_kind","target_id");--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "sport" varchar(10) DEFAULT 'football' NOT NULL;
