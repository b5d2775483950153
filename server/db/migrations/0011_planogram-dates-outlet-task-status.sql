CREATE TYPE "public"."task_outlet_status" AS ENUM('open', 'closed', 'renovation', 'refused');--> statement-breakpoint
CREATE TABLE "project_outlet_task_statuses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_outlet_task_statuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_outlet_id" integer NOT NULL,
	"status" "task_outlet_status" NOT NULL,
	"reason" text,
	"date" date NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_outlet_task_statuses" ADD CONSTRAINT "project_outlet_task_statuses_project_outlet_id_project_outlets_id_fk" FOREIGN KEY ("project_outlet_id") REFERENCES "public"."project_outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_outlet_task_statuses" ADD CONSTRAINT "project_outlet_task_statuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_outlet_task_statuses_project_outlet_id_date_id_index" ON "project_outlet_task_statuses" USING btree ("project_outlet_id","date","id");--> statement-breakpoint
ALTER TABLE "planograms" ADD CONSTRAINT "planograms_dates_check" CHECK ("planograms"."start_date" <= "planograms"."end_date");