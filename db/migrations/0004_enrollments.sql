CREATE TABLE "enrollment_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"confirmation_number" text NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"plan_slug" text NOT NULL,
	"plan_year" smallint NOT NULL,
	"locale" text NOT NULL,
	"submitted_by" text NOT NULL,
	"answers" jsonb NOT NULL,
	"medicare_number_sealed" text NOT NULL,
	"medicaid_number_sealed" text,
	"date_of_birth_sealed" text NOT NULL,
	"health_answers_sealed" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollment_special_periods" (
	"application_id" uuid NOT NULL,
	"period" text NOT NULL,
	"event_date" date,
	CONSTRAINT "enrollment_special_periods_application_id_period_pk" PRIMARY KEY("application_id","period")
);
--> statement-breakpoint
ALTER TABLE "enrollment_special_periods" ADD CONSTRAINT "enrollment_special_periods_application_id_enrollment_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."enrollment_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enrollment_applications_confirmation_idx" ON "enrollment_applications" USING btree ("confirmation_number");--> statement-breakpoint
CREATE UNIQUE INDEX "enrollment_applications_idempotency_idx" ON "enrollment_applications" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "enrollment_applications_submitted_idx" ON "enrollment_applications" USING btree ("submitted_at");