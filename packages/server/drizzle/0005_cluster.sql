CREATE TABLE "repository_definitions" (
	"name" text PRIMARY KEY NOT NULL,
	"definition" json NOT NULL,
	"home_server" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_file_chunks" (
	"file_id" text NOT NULL,
	"seq" integer NOT NULL,
	"data" bytea NOT NULL,
	CONSTRAINT "uploaded_file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" text PRIMARY KEY NOT NULL,
	"repository" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"meta" json NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "payload" json;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploaded_file_chunks" ADD CONSTRAINT "uploaded_file_chunks_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_files_repository" ON "uploaded_files" USING btree ("repository");