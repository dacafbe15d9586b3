CREATE TABLE "auctions" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"min_bid_amount" numeric(10, 2) NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"car_id" integer NOT NULL,
	"highest_bid_id" integer,
	"highest_amount" numeric(10, 2),
	"highest_bidder_id" integer,
	"closed_at" timestamp with time zone,
	"winner_user_id" integer,
	"claimed_booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auctions_description_length" CHECK (char_length("auctions"."description") between 1 and 255),
	CONSTRAINT "auctions_min_bid_positive" CHECK ("auctions"."min_bid_amount" > 0),
	CONSTRAINT "auctions_highest_not_below_min" CHECK ("auctions"."highest_amount" is null or "auctions"."highest_amount" >= "auctions"."min_bid_amount"),
	CONSTRAINT "auctions_winner_only_when_closed" CHECK ("auctions"."winner_user_id" is null or "auctions"."closed_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bids_amount_positive" CHECK ("bids"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_highest_bidder_id_users_id_fk" FOREIGN KEY ("highest_bidder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_winner_user_id_users_id_fk" FOREIGN KEY ("winner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_claimed_booking_id_bookings_id_fk" FOREIGN KEY ("claimed_booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auctions_car_id_open_key" ON "auctions" USING btree ("car_id") WHERE "auctions"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "auctions_open_end_at_idx" ON "auctions" USING btree ("end_at") WHERE "auctions"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "auctions_created_at_idx" ON "auctions" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_auction_id_amount_key" ON "bids" USING btree ("auction_id","amount");--> statement-breakpoint
CREATE INDEX "bids_auction_id_id_idx" ON "bids" USING btree ("auction_id","id");
--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_highest_bid_id_bids_id_fk" FOREIGN KEY ("highest_bid_id") REFERENCES "public"."bids"("id");
