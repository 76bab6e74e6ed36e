CREATE TABLE "red_envelopes" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"currency" varchar(8) DEFAULT 'qiubi' NOT NULL,
	"total" integer NOT NULL,
	"count" integer NOT NULL,
	"split" varchar(8) NOT NULL,
	"grab_rule" varchar(8) NOT NULL,
	"charity" boolean DEFAULT false NOT NULL,
	"remaining_amount" integer NOT NULL,
	"remaining_count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" varchar(12) DEFAULT 'active' NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_envelopes_post_id_unique" UNIQUE("post_id"),
	CONSTRAINT "red_envelopes_remaining_ok" CHECK ("red_envelopes"."remaining_count" >= 0 and "red_envelopes"."remaining_amount" >= "red_envelopes"."remaining_count")
);
--> statement-breakpoint
CREATE TABLE "red_envelope_grabs" (
	"id" serial PRIMARY KEY NOT NULL,
	"envelope_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_envelope_grabs_once" UNIQUE("envelope_id","user_id"),
	CONSTRAINT "red_envelope_grabs_positive" CHECK ("red_envelope_grabs"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "post_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"currency" varchar(8) DEFAULT 'qiubi' NOT NULL,
	"amount" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_rewards_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "post_rewards_positive" CHECK ("post_rewards"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD CONSTRAINT "red_envelopes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "red_envelope_grabs" ADD CONSTRAINT "red_envelope_grabs_envelope_id_red_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."red_envelopes"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "red_envelope_grabs" ADD CONSTRAINT "red_envelope_grabs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "post_rewards" ADD CONSTRAINT "post_rewards_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "post_rewards" ADD CONSTRAINT "post_rewards_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "red_envelopes_author_idx" ON "red_envelopes" USING btree ("author_id");
--> statement-breakpoint
CREATE INDEX "red_envelopes_status_expires_idx" ON "red_envelopes" USING btree ("status","expires_at");
--> statement-breakpoint
CREATE INDEX "red_envelope_grabs_user_idx" ON "red_envelope_grabs" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "post_rewards_post_idx" ON "post_rewards" USING btree ("post_id");
--> statement-breakpoint
CREATE INDEX "post_rewards_from_idx" ON "post_rewards" USING btree ("from_user_id");
--> statement-breakpoint
CREATE INDEX "post_rewards_to_idx" ON "post_rewards" USING btree ("to_user_id");
