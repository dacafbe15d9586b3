-- Winning is binding (docs/product/auctions.md#winning-is-binding): a winner who let a claim lapse is barred from
-- bidding, one row per auction, written by the claim deadline job. The scheduler's own audit entry (the bar) has no
-- administrator, so the actor's id and e-mail may both be null, never one without the other.
CREATE TABLE "bidding_bars" (
	"auction_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"lapsed_at" timestamp with time zone NOT NULL,
	"barred_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "actor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "actor_email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bidding_bars" ADD CONSTRAINT "bidding_bars_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_bars" ADD CONSTRAINT "bidding_bars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bidding_bars_user_id_barred_until_idx" ON "bidding_bars" USING btree ("user_id","barred_until");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_whole" CHECK (("audit_log"."actor_id" is null) = ("audit_log"."actor_email" is null));