-- Indexes for the list queries measured at 200k users / 500k posts / 1.6M replies / 519k picks.
-- Plain CREATE INDEX (the migrator runs in a transaction, so not CONCURRENTLY): writes to these tables wait
-- while each index builds, a few seconds at that size.
-- The anti-joins "author not cancelled" (forum and arena lists) read only the few cancelled accounts.
CREATE INDEX "users_cancelled_idx" ON "users" USING btree ("id") WHERE "users"."cancelled_at" is not null;
--> statement-breakpoint
-- The session sweep (every minute, on every replica) reads only the run-out rows.
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");
--> statement-breakpoint
-- The forum's newest-first list and the hot list's recent window.
CREATE INDEX "forum_posts_live_created_idx" ON "forum_posts" USING btree ("created_at","id") WHERE "forum_posts"."deleted_at" is null;
--> statement-breakpoint
-- One author's posts (writerId) by last reply.
CREATE INDEX "forum_posts_author_last_idx" ON "forum_posts" USING btree ("author_id","last_reply_at");
--> statement-breakpoint
-- A post's floors in floor order.
CREATE INDEX "forum_replies_post_floor_idx" ON "forum_replies" USING btree ("post_id","floor","id") WHERE "forum_replies"."parent_id" is null;
--> statement-breakpoint
-- The arena's newest-first list, and one match day's list newest first.
CREATE INDEX "arena_picks_published" ON "arena_picks" USING btree ("published_at","id");
--> statement-breakpoint
CREATE INDEX "arena_picks_day_published" ON "arena_picks" USING btree ("match_day","published_at","id");
