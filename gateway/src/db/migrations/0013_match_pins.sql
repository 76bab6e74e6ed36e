CREATE TABLE "match_pins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sport" varchar(10) NOT NULL,
	"match_id" varchar(40) NOT NULL,
	"kickoff" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_pins_once" UNIQUE("user_id","sport","match_id")
);
--> statement-breakpoint
ALTER TABLE "match_pins" ADD CONSTRAINT "match_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "match_pins_user_idx" ON "match_pins" USING btree ("user_id","id");
