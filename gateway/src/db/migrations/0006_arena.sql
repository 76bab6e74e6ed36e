CREATE TABLE "arena_picks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"match_id" varchar(40) NOT NULL,
	"sport" varchar(16) DEFAULT 'football' NOT NULL,
	"market" varchar(2) NOT NULL,
	"selection" varchar(8) NOT NULL,
	"line" double precision,
	"price" double precision NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"price_fen" integer DEFAULT 0 NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"kickoff" timestamp with time zone NOT NULL,
	"match_day" varchar(10) NOT NULL,
	"league_name" text DEFAULT '' NOT NULL,
	"home_name" text DEFAULT '' NOT NULL,
	"away_name" text DEFAULT '' NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"result" varchar(10),
	"home_score" integer,
	"away_score" integer,
	"settled_at" timestamp with time zone,
	"likes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "arena_picks_user_match_market" ON "arena_picks" USING btree ("user_id","match_id","market");
--> statement-breakpoint
CREATE INDEX "arena_picks_match" ON "arena_picks" USING btree ("match_id");
--> statement-breakpoint
CREATE INDEX "arena_picks_status_day" ON "arena_picks" USING btree ("status","match_day");
--> statement-breakpoint
CREATE INDEX "arena_picks_user_settled" ON "arena_picks" USING btree ("user_id","settled_at");
--> statement-breakpoint
CREATE TABLE "arena_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"pick_id" integer NOT NULL REFERENCES "arena_picks"("id"),
	"buyer_id" integer NOT NULL REFERENCES "users"("id"),
	"price_fen" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "arena_purchases_pick_buyer" ON "arena_purchases" USING btree ("pick_id","buyer_id");
--> statement-breakpoint
CREATE INDEX "arena_purchases_buyer" ON "arena_purchases" USING btree ("buyer_id");
--> statement-breakpoint
CREATE TABLE "arena_likes" (
	"pick_id" integer NOT NULL REFERENCES "arena_picks"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arena_likes_pick_id_user_id_pk" PRIMARY KEY("pick_id","user_id")
);
