ALTER TABLE "bookings" ADD COLUMN "earliest_start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "late_fee_kept" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Bookings changed before this column existed: their earliest pick-up is the earliest one their applied changes left.
UPDATE "bookings" AS b SET "earliest_start_at" = least(b."start_at", c."first_start")
FROM (
  SELECT "booking_id", min(("before"->>'startAt')::timestamptz) AS "first_start"
  FROM "booking_changes" WHERE "status" = 'applied' GROUP BY "booking_id"
) AS c
WHERE c."booking_id" = b."id" AND c."first_start" < b."start_at";
