-- [N11] a news comment's author or an admin deletes it (soft): it leaves the list and the article's comment count.
ALTER TABLE "news_comments" ADD COLUMN "deleted_at" timestamp with time zone;
