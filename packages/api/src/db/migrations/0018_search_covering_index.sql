-- The search's probe of a pick-up city's stays (domain/availability.ts) reads each stay's car and next city: with them
-- in the GiST index (INCLUDE) it is an index-only scan instead of a heap page per stay — 50 to 100 pages a search at
-- 10,000 cars. Same name and keys as before, so the schema (db/schema/car-stays.ts, which Drizzle cannot give an
-- INCLUDE) still describes it; bench/HISTORY.md 2026-11-26 has the runs.
DROP INDEX "car_stays_city_span_idx";--> statement-breakpoint
CREATE INDEX "car_stays_city_span_idx" ON "car_stays" USING gist ("city_id", "span") INCLUDE ("car_id", "next_city_id");
--> statement-breakpoint
-- Index-only only where the visibility map says a page is all-visible: every booking rewrites its car's stays
-- (~100 rows), so autovacuum comes after 2 % of the rows changed rather than PostgreSQL's default 20 %.
ALTER TABLE "car_stays" SET (autovacuum_vacuum_scale_factor = 0.02);
