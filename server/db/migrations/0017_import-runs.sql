CREATE TABLE "import_mappings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"kind" "import_kind" NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_mappings_project_id_kind_unique" UNIQUE("project_id","kind")
);
--> statement-breakpoint
ALTER TABLE "import_processes" ADD COLUMN "dry_run" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "import_processes" ADD COLUMN "mode" text DEFAULT 'all_or_nothing' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_processes" ADD COLUMN "file_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_processes" ADD COLUMN "file_size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_processes" ADD COLUMN "file_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_processes" ADD COLUMN "headers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "import_processes" ADD COLUMN "mapping" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "import_processes" ADD COLUMN "unmatched_columns" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "import_processes" ADD COLUMN "counts" jsonb DEFAULT '{"created":0,"updated":0,"unchanged":0,"refused":0}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "import_processes" ADD COLUMN "errors_file_id" integer;--> statement-breakpoint
ALTER TABLE "import_processes" ADD COLUMN "cancel_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_processes" ADD CONSTRAINT "import_processes_errors_file_id_files_id_fk" FOREIGN KEY ("errors_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_processes_file_hash_index" ON "import_processes" USING btree ("file_hash");