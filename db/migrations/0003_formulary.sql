CREATE TABLE "drug_search_terms" (
	"term" text NOT NULL,
	"drug_id" text NOT NULL,
	"weight" integer NOT NULL,
	CONSTRAINT "drug_search_terms_term_drug_id_pk" PRIMARY KEY("term","drug_id")
);
--> statement-breakpoint
CREATE TABLE "drugs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"generic_name" text NOT NULL,
	"is_brand" boolean NOT NULL,
	"brand_of" text,
	"drug_class" text NOT NULL,
	"kind" text NOT NULL,
	"forms" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "formularies" (
	"key" text PRIMARY KEY NOT NULL,
	"code" text,
	"year" integer NOT NULL,
	"archived" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "formulary_drugs" (
	"formulary_key" text NOT NULL,
	"drug_id" text NOT NULL,
	"covered" boolean NOT NULL,
	"tier" integer,
	"drug_notes" text[] NOT NULL,
	"flags" jsonb NOT NULL,
	"prior_auth" jsonb,
	"step_therapy" boolean NOT NULL,
	"quantity_limit" jsonb,
	"alternatives" text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "formulary_drugs_formulary_key_drug_id_pk" PRIMARY KEY("formulary_key","drug_id")
);
--> statement-breakpoint
ALTER TABLE "drug_search_terms" ADD CONSTRAINT "drug_search_terms_drug_id_drugs_id_fk" FOREIGN KEY ("drug_id") REFERENCES "public"."drugs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formulary_drugs" ADD CONSTRAINT "formulary_drugs_formulary_key_formularies_key_fk" FOREIGN KEY ("formulary_key") REFERENCES "public"."formularies"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formulary_drugs" ADD CONSTRAINT "formulary_drugs_drug_id_drugs_id_fk" FOREIGN KEY ("drug_id") REFERENCES "public"."drugs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drug_search_terms_prefix_idx" ON "drug_search_terms" USING btree ("term" text_pattern_ops);