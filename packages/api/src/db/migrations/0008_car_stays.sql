CREATE TABLE "car_stays" (
	"car_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"from_at" timestamp with time zone,
	"until_at" timestamp with time zone,
	"next_city_id" integer,
	"span" "tstzrange" GENERATED ALWAYS AS (tstzrange(from_at, until_at, '[]')) STORED NOT NULL
);
--> statement-breakpoint
DROP INDEX "bookings_live_car_end_at_idx";--> statement-breakpoint
DROP INDEX "bookings_live_car_start_at_idx";--> statement-breakpoint
ALTER TABLE "car_stays" ADD CONSTRAINT "car_stays_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_stays_city_span_idx" ON "car_stays" USING gist ("city_id","span");--> statement-breakpoint
CREATE INDEX "car_stays_car_id_idx" ON "car_stays" USING btree ("car_id");--> statement-breakpoint
-- Custom part (drizzle-kit writes no functions or triggers): the database keeps car_stays in step with bookings and
-- cars itself, in the writer's transaction, so no code path (booking, cancel, lifecycle, seed, a hand-written
-- UPDATE) can forget it. A rebuild recomputes a car's stays from its live bookings (a few to ~100 rows).
CREATE FUNCTION car_stays_rebuild(car_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(car_ids) IS NULL OR cardinality(car_ids) = 0 THEN
    RETURN;
  END IF;
  -- One rebuild per car at a time, in id order: two transactions changing one car's bookings must not each
  -- rebuild from a snapshot that misses the other's change. NO KEY UPDATE does not conflict with the KEY SHARE a
  -- booking's foreign key takes, and the lock is already held where a booking is created (FOR UPDATE).
  PERFORM 1 FROM cars WHERE id = ANY (car_ids) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM car_stays WHERE car_id = ANY (car_ids);
  INSERT INTO car_stays (car_id, city_id, from_at, until_at, next_city_id)
  SELECT b.car_id, coalesce(lag(b.end_city_id) OVER w, c.city_id), lag(b.end_at) OVER w, b.start_at, b.start_city_id
    FROM bookings b
    JOIN cars c ON c.id = b.car_id
   WHERE b.car_id = ANY (car_ids) AND b.status <> 'Canceled'
  WINDOW w AS (PARTITION BY b.car_id ORDER BY b.start_at)
  UNION ALL
  SELECT c.id, coalesce(last.end_city_id, c.city_id), last.end_at, NULL, NULL
    FROM cars c
    LEFT JOIN LATERAL (
      SELECT b.end_at, b.end_city_id FROM bookings b
       WHERE b.car_id = c.id AND b.status <> 'Canceled'
       ORDER BY b.end_at DESC LIMIT 1
    ) last ON true
   WHERE c.id = ANY (car_ids);
END
$$;--> statement-breakpoint
CREATE FUNCTION car_stays_after_bookings_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A booking inserted as Canceled holds nothing.
  PERFORM car_stays_rebuild(array(SELECT DISTINCT car_id FROM new_rows WHERE status <> 'Canceled'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION car_stays_after_bookings_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only what moves a car: liveness (to or from Canceled), its times, its cities or its car. Paid → Active →
  -- Finished → Rated, the bulk of the lifecycle's updates, change none of them.
  PERFORM car_stays_rebuild(array(
    SELECT DISTINCT unnest(array[o.car_id, n.car_id])
      FROM old_rows o
      JOIN new_rows n ON n.id = o.id
     WHERE (o.status <> 'Canceled' OR n.status <> 'Canceled')
       AND ((o.status = 'Canceled') <> (n.status = 'Canceled')
         OR o.car_id <> n.car_id OR o.start_at <> n.start_at OR o.end_at <> n.end_at
         OR o.start_city_id <> n.start_city_id OR o.end_city_id <> n.end_city_id)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION car_stays_after_bookings_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM car_stays_rebuild(array(SELECT DISTINCT car_id FROM old_rows WHERE status <> 'Canceled'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION car_stays_after_bookings_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM car_stays_rebuild(array(SELECT id FROM cars));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION car_stays_after_cars_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM car_stays_rebuild(array(SELECT id FROM new_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION car_stays_after_cars_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The car's city is where it stands before its first live booking.
  PERFORM car_stays_rebuild(array(
    SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.city_id <> o.city_id));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER car_stays_bookings_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION car_stays_after_bookings_insert();--> statement-breakpoint
CREATE TRIGGER car_stays_bookings_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION car_stays_after_bookings_update();--> statement-breakpoint
CREATE TRIGGER car_stays_bookings_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION car_stays_after_bookings_delete();--> statement-breakpoint
CREATE TRIGGER car_stays_bookings_truncate AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION car_stays_after_bookings_truncate();--> statement-breakpoint
CREATE TRIGGER car_stays_cars_insert AFTER INSERT ON cars REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION car_stays_after_cars_insert();--> statement-breakpoint
CREATE TRIGGER car_stays_cars_update AFTER UPDATE ON cars REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION car_stays_after_cars_update();--> statement-breakpoint
SELECT car_stays_rebuild(array(SELECT id FROM cars));
