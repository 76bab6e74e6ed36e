-- User names are unique without regard to case (issue 18): two concurrent sign-ups as "Kuyi" and "kuyi"
-- both passed the repo's case-insensitive look-up before either row existed. Rows that already collide
-- keep the oldest spelling; later ones get their id appended so the index can be built.
UPDATE "users" AS u SET "user_name" = left(u."user_name", 32 - length('_' || u."id")) || '_' || u."id"
WHERE EXISTS (
	SELECT 1 FROM "users" AS o WHERE lower(o."user_name") = lower(u."user_name") AND o."id" < u."id"
);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_lower_unique" ON "users" USING btree (lower("user_name"));
