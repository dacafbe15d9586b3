CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_log_has_values" CHECK ("audit_log"."before" is not null or "audit_log"."after" is not null)
);
--> statement-breakpoint
CREATE TABLE "car_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_blocks_end_after_start" CHECK ("car_blocks"."end_at" > "car_blocks"."start_at")
);
--> statement-breakpoint
CREATE TABLE "car_occupancy" (
	"car_id" integer NOT NULL,
	"booking_id" integer,
	"block_id" integer,
	"occupied" "tstzmultirange" NOT NULL,
	CONSTRAINT "car_occupancy_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "car_occupancy_block_id_unique" UNIQUE("block_id"),
	CONSTRAINT "car_occupancy_one_owner" CHECK (("car_occupancy"."booking_id" is null) <> ("car_occupancy"."block_id" is null))
);
--> statement-breakpoint
ALTER TABLE "car_blocks" ADD CONSTRAINT "car_blocks_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_blocks" ADD CONSTRAINT "car_blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_occupancy" ADD CONSTRAINT "car_occupancy_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_occupancy" ADD CONSTRAINT "car_occupancy_block_id_car_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."car_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_id_idx" ON "audit_log" USING btree ("entity","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_id_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "car_blocks_car_id_start_at_idx" ON "car_blocks" USING btree ("car_id","start_at");--> statement-breakpoint
-- Custom part (drizzle-kit writes neither EXCLUDE constraints, functions nor triggers); decision 015.
-- One guard for everything that takes a car: the no-overlap rule moves from bookings (0012) to car_occupancy, which
-- holds a row per live booking and per maintenance block, kept by the triggers below in the writer's transaction.
ALTER TABLE "car_occupancy" ADD CONSTRAINT "car_occupancy_excl"
  EXCLUDE USING gist ("car_id" WITH =, "occupied" WITH &&);--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_car_occupied_excl";--> statement-breakpoint
INSERT INTO car_occupancy (car_id, booking_id, occupied)
  SELECT car_id, id, occupied FROM bookings WHERE status <> 'Canceled';--> statement-breakpoint
CREATE FUNCTION car_occupancy_after_bookings_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO car_occupancy (car_id, booking_id, occupied)
    SELECT car_id, id, occupied FROM new_rows WHERE status <> 'Canceled';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION car_occupancy_after_bookings_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only what changes what a booking takes: liveness, its car, its trip or held trip. The lifecycle's
  -- Paid → Active → Finished → Rated updates touch none of them.
  DELETE FROM car_occupancy
   WHERE booking_id IN (
     SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status = 'Canceled') <> (n.status = 'Canceled') OR o.car_id <> n.car_id OR o.occupied <> n.occupied);
  INSERT INTO car_occupancy (car_id, booking_id, occupied)
    SELECT n.car_id, n.id, n.occupied FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE n.status <> 'Canceled'
       AND ((o.status = 'Canceled') <> (n.status = 'Canceled') OR o.car_id <> n.car_id OR o.occupied <> n.occupied);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER car_occupancy_bookings_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION car_occupancy_after_bookings_insert();--> statement-breakpoint
CREATE TRIGGER car_occupancy_bookings_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION car_occupancy_after_bookings_update();--> statement-breakpoint
CREATE FUNCTION car_occupancy_after_blocks_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO car_occupancy (car_id, block_id, occupied)
    SELECT car_id, id, tstzmultirange(tstzrange(start_at, end_at, '[)')) FROM new_rows;
  PERFORM car_stays_rebuild(array(SELECT DISTINCT car_id FROM new_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION car_occupancy_after_blocks_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM car_occupancy WHERE block_id IN (SELECT id FROM old_rows);
  INSERT INTO car_occupancy (car_id, block_id, occupied)
    SELECT car_id, id, tstzmultirange(tstzrange(start_at, end_at, '[)')) FROM new_rows;
  PERFORM car_stays_rebuild(array(SELECT car_id FROM old_rows UNION SELECT car_id FROM new_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION car_stays_after_blocks_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Their car_occupancy rows go by the foreign key's cascade.
  PERFORM car_stays_rebuild(array(SELECT DISTINCT car_id FROM old_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER car_occupancy_blocks_insert AFTER INSERT ON car_blocks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION car_occupancy_after_blocks_insert();--> statement-breakpoint
CREATE TRIGGER car_occupancy_blocks_update AFTER UPDATE ON car_blocks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION car_occupancy_after_blocks_update();--> statement-breakpoint
CREATE TRIGGER car_stays_blocks_delete AFTER DELETE ON car_blocks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION car_stays_after_blocks_delete();--> statement-breakpoint
-- The stays (decision 008) are the gaps between what takes a car: its live bookings' trips (0012) and its blocks. A
-- block takes the car off the road wherever it stands and leaves it there: it splits a stay in two without moving the
-- car, so both halves are in the city of the last trip before it (`moves` numbers the trips so far; the rows after a
-- trip share its drop-off city) and lead to the next trip after it (`ahead` numbers the trips still to come; the rows
-- before a trip share its pick-up city).
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
    UNION ALL
    SELECT k.car_id, k.start_at, k.end_at, NULL, NULL
      FROM car_blocks k
     WHERE k.car_id = ANY (car_ids)
  ),
  numbered AS (
    SELECT t.*,
           count(t.end_city_id) OVER (PARTITION BY t.car_id ORDER BY t.start_at ROWS UNBOUNDED PRECEDING) AS moves,
           count(t.start_city_id) OVER (PARTITION BY t.car_id ORDER BY t.start_at DESC ROWS UNBOUNDED PRECEDING) AS ahead
      FROM trips t
  ),
  located AS (
    SELECT n.car_id, n.start_at, n.end_at,
           coalesce(max(n.end_city_id) OVER (PARTITION BY n.car_id, n.moves), c.city_id) AS city_after,
           max(n.start_city_id) OVER (PARTITION BY n.car_id, n.ahead) AS next_city_id
      FROM numbered n
      JOIN cars c ON c.id = n.car_id
  )
  SELECT l.car_id, coalesce(lag(l.city_after) OVER w, c.city_id), lag(l.end_at) OVER w, l.start_at, l.next_city_id
    FROM located l
    JOIN cars c ON c.id = l.car_id
  WINDOW w AS (PARTITION BY l.car_id ORDER BY l.start_at)
  UNION ALL
  SELECT c.id, coalesce(last.city_after, c.city_id), last.end_at, NULL, NULL
    FROM cars c
    LEFT JOIN LATERAL (
      SELECT l.end_at, l.city_after FROM located l
       WHERE l.car_id = c.id
       ORDER BY l.end_at DESC LIMIT 1
    ) last ON true
   WHERE c.id = ANY (car_ids);
END
$$;--> statement-breakpoint
-- Admin writes are recorded, never rewritten (docs/product/admin-tools.md#audit-log).
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit log entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
