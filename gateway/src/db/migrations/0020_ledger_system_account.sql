-- The system account (user 0, the other side of every grant, recharge, red envelope and arena stake) keeps no
-- wallet_balances row any more: locking and updating that one row serialised every money posting on the site.
-- Its postings stay ledger rows, with balance_after NULL from now on; its balance is the sum of its ledger rows.
ALTER TABLE "wallet_ledger" ALTER COLUMN "balance_after" DROP NOT NULL;
--> statement-breakpoint
-- Users' rows keep their running balance. NOT VALID: every existing row was written under NOT NULL, so there
-- is nothing to check, and validating would scan the whole ledger while holding its exclusive lock.
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_user_balance_after" CHECK ("wallet_ledger"."user_id" = 0 or "wallet_ledger"."balance_after" is not null) NOT VALID;
--> statement-breakpoint
-- The old system row is a cache nothing reads now (ledger.balance sums the ledger for user 0); left in place it
-- would go stale with the first posting. Its value is exactly sum(wallet_ledger.amount) for user 0, still there.
DELETE FROM "wallet_balances" WHERE "user_id" = 0;
