CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"repository" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"initiator_tags" json DEFAULT '[]'::json NOT NULL,
	"status" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"errors" json DEFAULT '[]'::json NOT NULL,
	"result" json,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "rules" ADD COLUMN "public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_repository_created" ON "jobs" USING btree ("repository","created_at");--> statement-breakpoint
CREATE INDEX "jobs_status" ON "jobs" USING btree ("status");