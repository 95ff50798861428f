CREATE TABLE "enrollment_status_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"status" text NOT NULL,
	"decided_on" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"dead_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "enrollment_status_messages" ADD CONSTRAINT "enrollment_status_messages_application_id_enrollment_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."enrollment_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enrollment_status_messages_app_idx" ON "enrollment_status_messages" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "outbox_messages_pending_idx" ON "outbox_messages" USING btree ("next_attempt_at") WHERE "outbox_messages"."sent_at" is null and "outbox_messages"."dead_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_messages_dead_idx" ON "outbox_messages" USING btree ("dead_at") WHERE "outbox_messages"."dead_at" is not null;