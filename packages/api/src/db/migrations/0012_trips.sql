ALTER TYPE "public"."payment_kind" ADD VALUE 'booking_change';--> statement-breakpoint
ALTER TYPE "public"."payment_kind" ADD VALUE 'refund';--> statement-breakpoint
CREATE TABLE "booking_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"amount_due" numeric(10, 2) NOT NULL,
	"status" text NOT NULL,
	"payment_id" integer,
	"hold_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "booking_changes_status" CHECK ("booking_changes"."status" in ('applied', 'pending', 'reverted'))
);
--> statement-breakpoint
CREATE TABLE "test_checkout_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_checkout_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_amount_positive";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cost_lines" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "held_start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "held_end_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "held_start_city_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "held_end_city_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "occupied" "tstzmultirange" GENERATED ALWAYS AS (case when held_start_at is null then tstzmultirange(tstzrange(start_at, end_at, '[)')) else tstzmultirange(tstzrange(start_at, end_at, '[)'), tstzrange(held_start_at, held_end_at, '[)')) end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_of_payment_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_reference" text;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_checkout_refunds" ADD CONSTRAINT "test_checkout_refunds_session_id_test_checkout_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."test_checkout_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_changes_booking_id_idx" ON "booking_changes" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_changes_one_pending_key" ON "booking_changes" USING btree ("booking_id") WHERE "booking_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "booking_changes_pending_hold_idx" ON "booking_changes" USING btree ("hold_until") WHERE "booking_changes"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_held_start_city_id_cities_id_fk" FOREIGN KEY ("held_start_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_held_end_city_id_cities_id_fk" FOREIGN KEY ("held_end_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_of_payment_id_fk" FOREIGN KEY ("refund_of_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_key_unique" UNIQUE("refund_key");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_held_trip_whole" CHECK (("bookings"."held_start_at" is null) = ("bookings"."held_end_at" is null) and ("bookings"."held_start_at" is null) = ("bookings"."held_start_city_id" is null) and ("bookings"."held_start_at" is null) = ("bookings"."held_end_city_id" is null) and ("bookings"."held_start_at" is null or "bookings"."held_end_at" > "bookings"."held_start_at"));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_sign" CHECK (("payments"."kind"::text = 'refund') = ("payments"."amount" < 0) and "payments"."amount" <> 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_of_payment" CHECK (("payments"."kind"::text = 'refund') = ("payments"."refund_of_payment_id" is not null));--> statement-breakpoint
-- Custom part (drizzle-kit writes neither EXCLUDE constraints nor functions). A change that costs more holds its new
-- trip until it is paid while the booking keeps its old one (docs/product/bookings-and-payments.md#changing-a-booking),
-- so a live booking occupies one or two periods: the no-overlap rule of 0002 moves from `period` to `occupied`.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_car_period_excl";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_car_occupied_excl"
  EXCLUDE USING gist ("car_id" WITH =, "occupied" WITH &&) WHERE ("status" <> 'Canceled');--> statement-breakpoint
-- The stays (decision 008) are the gaps between what a car's live bookings occupy: a booking's trip, and its held
-- trip as a trip of its own, or merged with it when the two overlap (then the car leaves from the earlier start's
-- city and comes back to the later end's).
CREATE OR REPLACE FUNCTION car_stays_rebuild(car_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(car_ids) IS NULL OR cardinality(car_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM cars WHERE id = ANY (car_ids) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM car_stays WHERE car_id = ANY (car_ids);
  INSERT INTO car_stays (car_id, city_id, from_at, until_at, next_city_id)
  WITH trips AS (
    SELECT b.car_id, t.start_at, t.end_at, t.start_city_id, t.end_city_id
      FROM bookings b
     CROSS JOIN LATERAL (
       SELECT b.start_at, b.end_at, b.start_city_id, b.end_city_id
        WHERE b.held_start_at IS NULL
       UNION ALL
       SELECT x.start_at, x.end_at, x.start_city_id, x.end_city_id
         FROM (VALUES (b.start_at, b.end_at, b.start_city_id, b.end_city_id),
                      (b.held_start_at, b.held_end_at, b.held_start_city_id, b.held_end_city_id))
              AS x (start_at, end_at, start_city_id, end_city_id)
        WHERE b.held_start_at IS NOT NULL
          AND NOT (b.start_at < b.held_end_at AND b.held_start_at < b.end_at)
       UNION ALL
       SELECT least(b.start_at, b.held_start_at), greatest(b.end_at, b.held_end_at),
              CASE WHEN b.start_at <= b.held_start_at THEN b.start_city_id ELSE b.held_start_city_id END,
              CASE WHEN b.end_at >= b.held_end_at THEN b.end_city_id ELSE b.held_end_city_id END
        WHERE b.held_start_at IS NOT NULL
          AND b.start_at < b.held_end_at AND b.held_start_at < b.end_at
     ) t
     WHERE b.car_id = ANY (car_ids) AND b.status <> 'Canceled'
  )
  SELECT t.car_id, coalesce(lag(t.end_city_id) OVER w, c.city_id), lag(t.end_at) OVER w, t.start_at, t.start_city_id
    FROM trips t
    JOIN cars c ON c.id = t.car_id
  WINDOW w AS (PARTITION BY t.car_id ORDER BY t.start_at)
  UNION ALL
  SELECT c.id, coalesce(last.end_city_id, c.city_id), last.end_at, NULL, NULL
    FROM cars c
    LEFT JOIN LATERAL (
      SELECT t.end_at, t.end_city_id FROM trips t
       WHERE t.car_id = c.id
       ORDER BY t.end_at DESC LIMIT 1
    ) last ON true
   WHERE c.id = ANY (car_ids);
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION car_stays_after_bookings_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only what moves a car: liveness (to or from Canceled), its times, its cities, its held trip or its car.
  -- Paid → Active → Finished → Rated, the bulk of the lifecycle's updates, change none of them.
  PERFORM car_stays_rebuild(array(
    SELECT DISTINCT unnest(array[o.car_id, n.car_id])
      FROM old_rows o
      JOIN new_rows n ON n.id = o.id
     WHERE (o.status <> 'Canceled' OR n.status <> 'Canceled')
       AND ((o.status = 'Canceled') <> (n.status = 'Canceled')
         OR o.car_id <> n.car_id OR o.start_at <> n.start_at OR o.end_at <> n.end_at
         OR o.start_city_id <> n.start_city_id OR o.end_city_id <> n.end_city_id
         OR o.occupied <> n.occupied
         OR o.held_start_city_id IS DISTINCT FROM n.held_start_city_id
         OR o.held_end_city_id IS DISTINCT FROM n.held_end_city_id)));
  RETURN NULL;
END
$$;
