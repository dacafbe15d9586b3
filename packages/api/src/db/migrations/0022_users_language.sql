CREATE TYPE "public"."locale" AS ENUM('en', 'de', 'fr');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" "locale" DEFAULT 'en' NOT NULL;