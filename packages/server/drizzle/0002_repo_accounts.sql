CREATE TABLE "repo_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"repository" text NOT NULL,
	"login" text NOT NULL,
	"password_hash" text NOT NULL,
	"parameters" json DEFAULT '{}'::json NOT NULL,
	"user_uri" text,
	"user_name" text,
	"full_access" boolean DEFAULT false NOT NULL,
	"viewer_paths" json,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "repo_accounts_repository_login" ON "repo_accounts" USING btree ("repository",lower("login"));