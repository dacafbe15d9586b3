CREATE TYPE "public"."outbox_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "discount_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"discount_value" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"remaining_uses" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_plans_value_range" CHECK ("discount_plans"."discount_value" between 1 and 100),
	CONSTRAINT "discount_plans_uses_range" CHECK ("discount_plans"."remaining_uses" between 1 and 200),
	CONSTRAINT "discount_plans_price_positive" CHECK ("discount_plans"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "plan_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"remaining_uses" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_purchases_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "plan_purchases_uses_not_negative" CHECK ("plan_purchases"."remaining_uses" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plan_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"discount_value" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"status" "outbox_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_purchases" ADD CONSTRAINT "plan_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_purchases" ADD CONSTRAINT "plan_purchases_plan_id_discount_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."discount_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_purchases" ADD CONSTRAINT "plan_purchases_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_uses" ADD CONSTRAINT "plan_uses_purchase_id_plan_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."plan_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_uses" ADD CONSTRAINT "plan_uses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_purchases_user_id_idx" ON "plan_purchases" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_uses_booking_id_key" ON "plan_uses" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "outbox_status_next_attempt_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_discount_plan_id_discount_plans_id_fk" FOREIGN KEY ("discount_plan_id") REFERENCES "public"."discount_plans"("id");
