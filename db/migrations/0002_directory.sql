CREATE TABLE "providers" (
	"id" integer PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"specialty" text NOT NULL,
	"gender" text,
	"npi" text NOT NULL,
	"pcp_id" text,
	"languages" text[] NOT NULL,
	"medical_referral_groups" text[] NOT NULL,
	"plan_types" text[] NOT NULL,
	"patients_accepted" text NOT NULL,
	"medicaid_accepted" boolean NOT NULL,
	"medicaid_certified" boolean NOT NULL,
	"virtual_services" text NOT NULL,
	"vision_hearing_services" text[] NOT NULL,
	"free_standing_facility" boolean NOT NULL,
	"start_date" date NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"phone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"phone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"payload_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"zip_code" text NOT NULL,
	"language" text NOT NULL,
	"source" text NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "providers_lat_lon_idx" ON "providers" USING btree ("lat","lon");--> statement-breakpoint
CREATE INDEX "stores_lat_lon_idx" ON "stores" USING btree ("lat","lon");--> statement-breakpoint
CREATE UNIQUE INDEX "email_signups_email_idx" ON "email_signups" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_idempotency_key_idx" ON "leads" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");