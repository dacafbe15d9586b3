DROP INDEX "bookings_user_id_idx";--> statement-breakpoint
CREATE INDEX "bookings_user_id_status_idx" ON "bookings" USING btree ("user_id","status","start_at","end_at");