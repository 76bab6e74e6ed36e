-- [NT1]–[NT6] 消息通知: one row per thing that happened to a user's posts, picks or money, written in the
-- event's own transaction; read_at null is unread.
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"kind" varchar(24) NOT NULL,
	"text" text NOT NULL,
	"target" jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notices_user_idx" ON "notices" USING btree ("user_id","id");
--> statement-breakpoint
CREATE INDEX "notices_unread_idx" ON "notices" USING btree ("user_id") WHERE "read_at" is null;
