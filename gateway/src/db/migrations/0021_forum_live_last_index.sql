-- The forum's all-areas list by last reply (PostRepo.list, order 'active', no area: selectPagingFoType without
-- parentId) sorted every live post for each page, about 400 ms a page at 500k posts. Its WHERE is the join to a
-- live author plus "deleted_at is null", ordered by last_reply_at desc, id desc: this index, read backwards,
-- gives the rows in that order, so a page reads its offset + limit posts (each author by primary key) and stops.
-- Ascending like forum_posts_live_created_idx: read backwards it is exactly DESC NULLS FIRST, the ORDER BY's
-- own order (a DESC NULLS LAST index would not match it). Plain CREATE INDEX (the migrator runs in a
-- transaction): post writes wait while it builds, about a second at that size.
CREATE INDEX "forum_posts_live_last_idx" ON "forum_posts" USING btree ("last_reply_at","id") WHERE "forum_posts"."deleted_at" is null;
