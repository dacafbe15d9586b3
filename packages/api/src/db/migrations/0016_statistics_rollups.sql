CREATE TABLE "rollup_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "rollup_settings_one_row" CHECK ("rollup_settings"."id")
);
--> statement-breakpoint
CREATE TABLE "stats_booking_days" (
	"status" "booking_status" NOT NULL,
	"day" date NOT NULL,
	"starts" integer NOT NULL,
	"ends" integer NOT NULL,
	CONSTRAINT "stats_booking_days_status_day_pk" PRIMARY KEY("status","day")
);
--> statement-breakpoint
CREATE TABLE "stats_car_months" (
	"car_id" integer NOT NULL,
	"month" date NOT NULL,
	"bookings" integer NOT NULL,
	CONSTRAINT "stats_car_months_car_id_month_pk" PRIMARY KEY("car_id","month")
);
--> statement-breakpoint
CREATE TABLE "stats_car_totals" (
	"car_id" integer PRIMARY KEY NOT NULL,
	"bookings" integer NOT NULL,
	"distance" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_revenue" (
	"shard" smallint PRIMARY KEY NOT NULL,
	"amount" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_trip_totals" (
	"start_city_id" integer NOT NULL,
	"end_city_id" integer NOT NULL,
	"bookings" integer NOT NULL,
	CONSTRAINT "stats_trip_totals_start_city_id_end_city_id_pk" PRIMARY KEY("start_city_id","end_city_id")
);
--> statement-breakpoint
DROP INDEX "bookings_live_start_at_idx";--> statement-breakpoint
CREATE INDEX "bookings_live_end_at_idx" ON "bookings" USING btree ("end_at","start_at","car_id") WHERE "bookings"."status" <> 'Canceled';--> statement-breakpoint
CREATE INDEX "bookings_live_start_at_idx" ON "bookings" USING btree ("start_at","car_id") WHERE "bookings"."status" <> 'Canceled';
--> statement-breakpoint
-- Custom part (drizzle-kit writes neither functions nor triggers); decision 016. The roll-ups are kept like
-- car_occupancy (0014): statement-level triggers with transition tables apply each statement's difference — the
-- changed rows counted +1 as they are after it and −1 as they were before — in the writer's transaction, one upsert per
-- roll-up, its keys in order (two writers meeting on the same rows lock them in the same order). Months and days are
-- those of the business time zone in rollup_settings; without it the month and day roll-ups are left empty.
CREATE FUNCTION stats_after_bookings_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- One function for the three events: only UPDATE has both transition tables (EXECUTE sees them, as any query does).
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows' END;
BEGIN
  EXECUTE format($q$
    WITH changes AS MATERIALIZED (%s),
    live AS (SELECT * FROM changes WHERE status <> 'Canceled'),
    car_totals AS (
      INSERT INTO stats_car_totals AS t (car_id, bookings, distance)
      SELECT car_id, sum(sign), sum(sign * distance) FROM live
       GROUP BY car_id HAVING sum(sign) <> 0 OR sum(sign * distance) <> 0 ORDER BY car_id
      ON CONFLICT (car_id) DO UPDATE SET bookings = t.bookings + excluded.bookings, distance = t.distance + excluded.distance
    ),
    trip_totals AS (
      INSERT INTO stats_trip_totals AS t (start_city_id, end_city_id, bookings)
      SELECT start_city_id, end_city_id, sum(sign) FROM live
       GROUP BY start_city_id, end_city_id HAVING sum(sign) <> 0 ORDER BY start_city_id, end_city_id
      ON CONFLICT (start_city_id, end_city_id) DO UPDATE SET bookings = t.bookings + excluded.bookings
    ),
    car_months AS (
      INSERT INTO stats_car_months AS t (car_id, month, bookings)
      SELECT car_id, date_trunc('month', start_at AT TIME ZONE $1)::date, sum(sign) FROM live
       WHERE $1 IS NOT NULL
       GROUP BY 1, 2 HAVING sum(sign) <> 0 ORDER BY 1, 2
      ON CONFLICT (car_id, month) DO UPDATE SET bookings = t.bookings + excluded.bookings
    )
    INSERT INTO stats_booking_days AS t (status, day, starts, ends)
    SELECT status, day, sum(starts), sum(ends) FROM (
      SELECT status, (start_at AT TIME ZONE $1)::date AS day, sign AS starts, 0 AS ends FROM changes
      UNION ALL
      SELECT status, ((end_at - interval '1 microsecond') AT TIME ZONE $1)::date, 0, sign FROM changes
    ) d
     WHERE $1 IS NOT NULL
     GROUP BY status, day HAVING sum(starts) <> 0 OR sum(ends) <> 0 ORDER BY status, day
    ON CONFLICT (status, day) DO UPDATE SET starts = t.starts + excluded.starts, ends = t.ends + excluded.ends
  $q$, changes) USING (SELECT time_zone FROM rollup_settings);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER stats_bookings_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_after_bookings_change();--> statement-breakpoint
CREATE TRIGGER stats_bookings_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_after_bookings_change();--> statement-breakpoint
CREATE TRIGGER stats_bookings_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_after_bookings_change();--> statement-breakpoint
CREATE FUNCTION stats_after_bookings_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stats_car_totals;
  DELETE FROM stats_trip_totals;
  DELETE FROM stats_car_months;
  DELETE FROM stats_booking_days;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER stats_bookings_truncate AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION stats_after_bookings_truncate();--> statement-breakpoint
-- Revenue as statistics.sql's isRevenue defines it: paid, not refunded in full before refund rows existed.
CREATE FUNCTION stats_after_payments_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows' END;
BEGIN
  EXECUTE format($q$
    INSERT INTO stats_revenue AS t (shard, amount)
    SELECT user_id %% 16, sum(sign * amount) FROM (%s) c
     WHERE paid AND refunded_at IS NULL
     GROUP BY 1 HAVING sum(sign * amount) <> 0 ORDER BY 1
    ON CONFLICT (shard) DO UPDATE SET amount = t.amount + excluded.amount
  $q$, changes);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER stats_payments_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_after_payments_change();--> statement-breakpoint
CREATE TRIGGER stats_payments_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_after_payments_change();--> statement-breakpoint
CREATE TRIGGER stats_payments_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_after_payments_change();--> statement-breakpoint
CREATE FUNCTION stats_after_payments_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stats_revenue;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER stats_payments_truncate AFTER TRUNCATE ON payments
  FOR EACH STATEMENT EXECUTE FUNCTION stats_after_payments_truncate();--> statement-breakpoint
-- A new business time zone rebuilds the month and day roll-ups from the bookings. SHARE mode waits for the writers in
-- flight and holds new ones back until the rebuild commits, so none applies a difference bucketed in the old zone.
CREATE FUNCTION stats_after_settings_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text := (SELECT time_zone FROM rollup_settings);
BEGIN
  -- The app writes its zone at every start with ON CONFLICT … WHERE it differs: nothing written, nothing rebuilt.
  IF NOT EXISTS (SELECT 1 FROM new_rows) THEN
    RETURN NULL;
  END IF;
  LOCK TABLE bookings IN SHARE MODE;
  DELETE FROM stats_car_months;
  DELETE FROM stats_booking_days;
  INSERT INTO stats_car_months (car_id, month, bookings)
    SELECT car_id, date_trunc('month', start_at AT TIME ZONE tz)::date, count(*) FROM bookings
     WHERE status <> 'Canceled' GROUP BY 1, 2;
  INSERT INTO stats_booking_days (status, day, starts, ends)
    SELECT status, day, sum(starts), sum(ends) FROM (
      SELECT status, (start_at AT TIME ZONE tz)::date AS day, count(*) AS starts, 0 AS ends FROM bookings GROUP BY 1, 2
      UNION ALL
      SELECT status, ((end_at - interval '1 microsecond') AT TIME ZONE tz)::date, 0, count(*) FROM bookings GROUP BY 1, 2
    ) d GROUP BY status, day;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER stats_settings_insert AFTER INSERT ON rollup_settings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_after_settings_change();--> statement-breakpoint
CREATE TRIGGER stats_settings_update AFTER UPDATE ON rollup_settings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_after_settings_change();--> statement-breakpoint
-- What is there already; the zone's roll-ups come with the app's first start.
INSERT INTO stats_car_totals (car_id, bookings, distance)
  SELECT car_id, count(*), sum(distance) FROM bookings WHERE status <> 'Canceled' GROUP BY car_id;--> statement-breakpoint
INSERT INTO stats_trip_totals (start_city_id, end_city_id, bookings)
  SELECT start_city_id, end_city_id, count(*) FROM bookings WHERE status <> 'Canceled' GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO stats_revenue (shard, amount)
  SELECT user_id % 16, sum(amount) FROM payments WHERE paid AND refunded_at IS NULL GROUP BY 1;
