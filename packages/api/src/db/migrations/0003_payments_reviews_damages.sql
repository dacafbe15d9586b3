CREATE TYPE "public"."checkout_status" AS ENUM('open', 'paid', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."payment_kind" AS ENUM('booking', 'discount_plan', 'damage_charge');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('test', 'stripe');--> statement-breakpoint
CREATE TABLE "damage_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cost" numeric(10, 2) NOT NULL,
	"icon_url" text NOT NULL,
	CONSTRAINT "damage_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" "payment_kind" NOT NULL,
	"booking_id" integer,
	"discount_plan_id" integer,
	"description" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"provider" "payment_provider" NOT NULL,
	"provider_session_id" text,
	"checkout_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_booking_kinds_have_booking" CHECK ("payments"."kind" = 'discount_plan' or "payments"."booking_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" "checkout_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"text" text NOT NULL,
	"value_for_money" smallint NOT NULL,
	"car_condition" smallint NOT NULL,
	"car_speed" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "reviews_ratings_range" CHECK ("reviews"."value_for_money" between 0 and 5 and "reviews"."car_condition" between 0 and 5 and "reviews"."car_speed" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "cities" DROP CONSTRAINT "cities_name_unique";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD CONSTRAINT "test_checkout_sessions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_per_booking_key" ON "payments" USING btree ("booking_id") WHERE "payments"."kind" = 'booking';--> statement-breakpoint
CREATE INDEX "payments_user_id_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reviews_car_id_created_at_idx" ON "reviews" USING btree ("car_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_id_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_name_lower_key" ON "cities" USING btree (lower("name"));