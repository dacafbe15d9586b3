ALTER TABLE "plan_uses" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "tokens_valid_after";--> statement-breakpoint
-- Custom part: a plan's use used to be spent when its booking was paid; from now on it is taken when the booking is
-- made. Bookings still Unpaid at this point would otherwise be paid without ever spending their use, so take it now.
UPDATE "plan_purchases" p
   SET "remaining_uses" = greatest(p."remaining_uses" - held.n, 0)
  FROM (SELECT u."purchase_id", count(*)::int AS n
          FROM "plan_uses" u JOIN "bookings" b ON b."id" = u."booking_id"
         WHERE b."status" = 'Unpaid'
         GROUP BY u."purchase_id") held
 WHERE p."id" = held."purchase_id";
