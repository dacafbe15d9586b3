DROP INDEX "payments_one_per_booking_key";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_booking_key" ON "payments" USING btree ("booking_id") WHERE "payments"."kind" = 'booking' and "payments"."closed_at" is null;