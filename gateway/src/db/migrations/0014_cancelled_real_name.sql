-- [UA2] 注销 deletes the real-name record; accounts cancelled before that still held it (and blocked the ID number).
UPDATE "users" SET "real_name" = NULL, "card_no_masked" = NULL, "card_no_hash" = NULL WHERE "cancelled_at" IS NOT NULL;
