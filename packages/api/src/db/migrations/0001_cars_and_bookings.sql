CREATE TYPE "public"."booking_status" AS ENUM('Unpaid', 'Paid', 'Active', 'Finished', 'Canceled', 'Rated');--> statement-breakpoint
CREATE TYPE "public"."feature_type" AS ENUM('Seats', 'Doors', 'Transmission', 'Bonus');--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"start_city_id" integer NOT NULL,
	"end_city_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"period" "tstzrange" GENERATED ALWAYS AS (tstzrange(start_at, end_at, '[)')) STORED NOT NULL,
	"status" "booking_status" DEFAULT 'Unpaid' NOT NULL,
	"coverage" smallint DEFAULT 0 NOT NULL,
	"distance" numeric NOT NULL,
	"total_price" numeric(10, 2) NOT NULL,
	"delivery_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_end_after_start" CHECK ("bookings"."end_at" > "bookings"."start_at"),
	CONSTRAINT "bookings_coverage_range" CHECK ("bookings"."coverage" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "car_features" (
	"car_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "car_features_car_id_position_pk" PRIMARY KEY("car_id","position"),
	CONSTRAINT "car_features_position_range" CHECK ("car_features"."position" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "car_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"registration_number" text NOT NULL,
	"fuel_consumption" numeric NOT NULL,
	"city_id" integer NOT NULL,
	"is_exclusive" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cars_fuel_consumption_positive" CHECK ("cars"."fuel_consumption" > 0)
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" serial PRIMARY KEY NOT NULL,
	"feature_type" "feature_type" NOT NULL,
	"feature_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_start_city_id_cities_id_fk" FOREIGN KEY ("start_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_end_city_id_cities_id_fk" FOREIGN KEY ("end_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_features" ADD CONSTRAINT "car_features_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_features" ADD CONSTRAINT "car_features_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_photos" ADD CONSTRAINT "car_photos_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_car_id_start_at_idx" ON "bookings" USING btree ("car_id","start_at");--> statement-breakpoint
CREATE INDEX "bookings_car_id_end_at_idx" ON "bookings" USING btree ("car_id","end_at");--> statement-breakpoint
CREATE INDEX "bookings_user_id_idx" ON "bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "car_features_feature_id_idx" ON "car_features" USING btree ("feature_id","car_id");--> statement-breakpoint
CREATE INDEX "car_photos_car_id_position_idx" ON "car_photos" USING btree ("car_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_registration_number_live_key" ON "cars" USING btree (upper("registration_number")) WHERE "cars"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cars_city_id_live_idx" ON "cars" USING btree ("city_id") WHERE "cars"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "features_type_text_key" ON "features" USING btree ("feature_type",lower("feature_text"));