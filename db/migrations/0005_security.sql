CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "enrollment_applications" ADD COLUMN "medicare_number_lookup" text;--> statement-breakpoint
CREATE INDEX "enrollment_applications_lookup_idx" ON "enrollment_applications" USING btree ("medicare_number_lookup","plan_slug","plan_year","submitted_at");