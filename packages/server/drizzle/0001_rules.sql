CREATE TABLE "rule_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"repository" text NOT NULL,
	"tag" text NOT NULL,
	"uri" text NOT NULL,
	"params" json NOT NULL,
	"success" boolean NOT NULL,
	"messages" json NOT NULL,
	"items" json NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rules" (
	"id" text PRIMARY KEY NOT NULL,
	"repository" text NOT NULL,
	"name" text NOT NULL,
	"tags" json DEFAULT '[]'::json NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"template" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rule_logs_repository_created" ON "rule_logs" USING btree ("repository","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rules_repository_name" ON "rules" USING btree ("repository","name");