-- [AR1] A random salt in each new pick's content hash: without it a paid pick's hidden selection could be found
-- by hashing the two or three selections the public fields leave (line and price are the match's quoted odds,
-- a reason is often empty). Picks published before keep '' and the hash they were published with.
ALTER TABLE "arena_picks" ADD COLUMN "salt" varchar(32) DEFAULT '' NOT NULL;
