-- [F15]–[F17] authors edit and delete their own posts and replies: soft deletes keep floor numbers and the money trail.
ALTER TABLE "forum_posts" ADD COLUMN "edited_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "deleted_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "deleted_at" timestamp with time zone;
