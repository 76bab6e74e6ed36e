CREATE TABLE "payment_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL UNIQUE,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"package_id" varchar(16) NOT NULL,
	"product" varchar(8) NOT NULL,
	"channel" varchar(8) NOT NULL,
	"provider" varchar(8) NOT NULL,
	"amount_fen" integer NOT NULL,
	"qiubi_fen" integer DEFAULT 0 NOT NULL,
	"vip_days" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'created' NOT NULL,
	"qr_content" text DEFAULT '' NOT NULL,
	"provider_trade_no" varchar(64),
	"paid_amount_fen" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"credited_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_status_check" CHECK ("status" in ('created', 'paid', 'credited', 'closed', 'refunded')),
	CONSTRAINT "payment_orders_amount_check" CHECK ("amount_fen" > 0)
);
--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE INDEX "payment_orders_status_idx" ON "payment_orders" USING btree ("status","created_at");
--> statement-breakpoint
CREATE TABLE "ocpc_conversions" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" varchar(64) NOT NULL UNIQUE,
	"user_id" integer,
	"click_id" varchar(256) NOT NULL,
	"new_type" integer NOT NULL,
	"status" varchar(8) DEFAULT 'logged' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vip_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bd_vid" varchar(256);
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "status" varchar(8) DEFAULT 'open' NOT NULL;
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "closed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "closed_by" integer;
