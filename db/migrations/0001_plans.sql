CREATE TABLE "counties" (
	"fips" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_counties" (
	"plan_slug" text NOT NULL,
	"fips" text NOT NULL,
	CONSTRAINT "plan_counties_plan_slug_fips_pk" PRIMARY KEY("plan_slug","fips")
);
--> statement-breakpoint
CREATE TABLE "plan_documents" (
	"plan_slug" text NOT NULL,
	"type" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "plan_documents_plan_slug_type_lang_pk" PRIMARY KEY("plan_slug","type","lang")
);
--> statement-breakpoint
CREATE TABLE "plan_years" (
	"year" integer PRIMARY KEY NOT NULL,
	"states" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"year" integer NOT NULL,
	"plan_type" text NOT NULL,
	"drug_coverage" boolean NOT NULL,
	"csnp_conditions" text[] NOT NULL,
	"medicaid_levels" text[] NOT NULL,
	"contract_id" text NOT NULL,
	"contract" text NOT NULL,
	"featured" boolean NOT NULL,
	"formulary_code" text,
	"state" text NOT NULL,
	"region" text NOT NULL,
	"premium" numeric(8, 2) NOT NULL,
	"buydown" numeric(8, 2) NOT NULL,
	"moop_in_network" numeric(8, 2) NOT NULL,
	"moop_combined" numeric(8, 2),
	"deductible_partd" numeric(8, 2),
	"part_d_deductible_start_tier" integer,
	"benefits" jsonb NOT NULL,
	"dental" jsonb NOT NULL,
	"drugs" jsonb,
	"highlights_en" text[] NOT NULL,
	"highlights_es" text[] NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "star_ratings" (
	"contract" text NOT NULL,
	"year" integer NOT NULL,
	"overall" numeric(2, 1),
	CONSTRAINT "star_ratings_contract_year_pk" PRIMARY KEY("contract","year")
);
--> statement-breakpoint
CREATE TABLE "zip_counties" (
	"zip" text NOT NULL,
	"fips" text NOT NULL,
	"ratio" double precision NOT NULL,
	CONSTRAINT "zip_counties_zip_fips_pk" PRIMARY KEY("zip","fips")
);
--> statement-breakpoint
CREATE TABLE "zips" (
	"zip" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_counties" ADD CONSTRAINT "plan_counties_plan_slug_plans_slug_fk" FOREIGN KEY ("plan_slug") REFERENCES "public"."plans"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_counties" ADD CONSTRAINT "plan_counties_fips_counties_fips_fk" FOREIGN KEY ("fips") REFERENCES "public"."counties"("fips") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_documents" ADD CONSTRAINT "plan_documents_plan_slug_plans_slug_fk" FOREIGN KEY ("plan_slug") REFERENCES "public"."plans"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_year_plan_years_year_fk" FOREIGN KEY ("year") REFERENCES "public"."plan_years"("year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "star_ratings" ADD CONSTRAINT "star_ratings_year_plan_years_year_fk" FOREIGN KEY ("year") REFERENCES "public"."plan_years"("year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zip_counties" ADD CONSTRAINT "zip_counties_zip_zips_zip_fk" FOREIGN KEY ("zip") REFERENCES "public"."zips"("zip") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zip_counties" ADD CONSTRAINT "zip_counties_fips_counties_fips_fk" FOREIGN KEY ("fips") REFERENCES "public"."counties"("fips") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counties_state_idx" ON "counties" USING btree ("state");--> statement-breakpoint
CREATE INDEX "plan_counties_fips_idx" ON "plan_counties" USING btree ("fips");--> statement-breakpoint
CREATE INDEX "plans_year_state_idx" ON "plans" USING btree ("year","state");--> statement-breakpoint
CREATE INDEX "plans_contract_year_idx" ON "plans" USING btree ("contract","year");--> statement-breakpoint
CREATE INDEX "zip_counties_fips_idx" ON "zip_counties" USING btree ("fips");