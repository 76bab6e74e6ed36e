CREATE TABLE "wallet_balances" (
	"user_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_balances_user_id_currency_pk" PRIMARY KEY("user_id","currency"),
	CONSTRAINT "wallet_balances_currency_check" CHECK ("wallet_balances"."currency" in ('gold', 'qiubi')),
	CONSTRAINT "wallet_balances_non_negative" CHECK ("wallet_balances"."user_id" = 0 or "wallet_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"kind" varchar(32) NOT NULL,
	"ref_type" varchar(32) DEFAULT '' NOT NULL,
	"ref_id" varchar(64) DEFAULT '' NOT NULL,
	"memo" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_ledger_currency_check" CHECK ("wallet_ledger"."currency" in ('gold', 'qiubi')),
	CONSTRAINT "wallet_ledger_amount_nonzero" CHECK ("wallet_ledger"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_idempotency" (
	"key" text PRIMARY KEY NOT NULL,
	"entry_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_idx" ON "wallet_ledger" USING btree ("user_id","currency","created_at","id");
--> statement-breakpoint
CREATE INDEX "wallet_ledger_ref_idx" ON "wallet_ledger" USING btree ("ref_type","ref_id");
