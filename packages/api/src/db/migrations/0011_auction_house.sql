CREATE TABLE "auction_maxima" (
	"auction_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"max_amount" numeric(10, 2) NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auction_maxima_auction_id_user_id_pk" PRIMARY KEY("auction_id","user_id"),
	CONSTRAINT "auction_maxima_positive" CHECK ("auction_maxima"."max_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "reserve_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "winning_amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "claim_deadline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "claim_lapsed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "lapsed_winner_user_id" integer;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "auto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_maxima" ADD CONSTRAINT "auction_maxima_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_maxima" ADD CONSTRAINT "auction_maxima_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_lapsed_winner_user_id_users_id_fk" FOREIGN KEY ("lapsed_winner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auctions_claim_deadline_idx" ON "auctions" USING btree ("claim_deadline_at") WHERE "auctions"."claim_lapsed_at" is null and "auctions"."claimed_booking_id" is null;--> statement-breakpoint
CREATE INDEX "bids_user_id_auction_id_idx" ON "bids" USING btree ("user_id","auction_id");--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_reserve_positive" CHECK ("auctions"."reserve_price" is null or "auctions"."reserve_price" > 0);--> statement-breakpoint
-- Custom part: auctions won before the claim deadline existed. Their winners pay what they won at, and get the full
-- 48 hours from now rather than losing a claim they could not know was timed.
UPDATE "auctions"
   SET "winning_amount" = "highest_amount",
       "claim_deadline_at" = greatest("closed_at", now()) + interval '48 hours'
 WHERE "winner_user_id" IS NOT NULL;
