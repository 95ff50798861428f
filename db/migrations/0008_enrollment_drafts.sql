CREATE TABLE "enrollment_drafts" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"plan_slug" text NOT NULL,
	"sealed" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enrollment_applications" ADD COLUMN "duplicate_of" uuid;--> statement-breakpoint
CREATE INDEX "enrollment_drafts_updated_idx" ON "enrollment_drafts" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "enrollment_applications" ADD CONSTRAINT "enrollment_applications_duplicate_of_enrollment_applications_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."enrollment_applications"("id") ON DELETE no action ON UPDATE no action;