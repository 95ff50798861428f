CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
