CREATE TABLE "news_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(80) NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"parent_type" smallint NOT NULL,
	"child_type" smallint NOT NULL,
	"author_id" integer REFERENCES "users"("id"),
	"writer" varchar(32) NOT NULL,
	"lang" varchar(8) DEFAULT 'zh' NOT NULL,
	"source" varchar(8) DEFAULT 'editor' NOT NULL,
	"match_id" varchar(40),
	"is_top" boolean DEFAULT false NOT NULL,
	"view_num" integer DEFAULT 0 NOT NULL,
	"comment_num" integer DEFAULT 0 NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "news_articles_match_id" ON "news_articles" USING btree ("match_id");
--> statement-breakpoint
CREATE INDEX "news_articles_publish" ON "news_articles" USING btree ("publish_at","id");
--> statement-breakpoint
CREATE INDEX "news_articles_type_publish" ON "news_articles" USING btree ("child_type","publish_at");
--> statement-breakpoint
CREATE TABLE "news_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_id" integer NOT NULL REFERENCES "news_articles"("id"),
	"author_id" integer NOT NULL REFERENCES "users"("id"),
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "news_comments_news" ON "news_comments" USING btree ("news_id","id");
