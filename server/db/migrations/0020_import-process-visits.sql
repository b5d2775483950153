CREATE TABLE "import_process_visits" (
	"import_process_id" integer NOT NULL,
	"visit_id" integer NOT NULL,
	CONSTRAINT "import_process_visits_import_process_id_visit_id_pk" PRIMARY KEY("import_process_id","visit_id")
);
--> statement-breakpoint
ALTER TABLE "import_process_visits" ADD CONSTRAINT "import_process_visits_import_process_id_import_processes_id_fk" FOREIGN KEY ("import_process_id") REFERENCES "public"."import_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_process_visits" ADD CONSTRAINT "import_process_visits_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_process_visits_visit_id_index" ON "import_process_visits" USING btree ("visit_id");