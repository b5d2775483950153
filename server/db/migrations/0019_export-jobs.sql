ALTER TABLE "export_jobs" ALTER COLUMN "kind" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "columns" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "format" text DEFAULT 'xlsx' NOT NULL;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "time_zone" text DEFAULT 'Europe/Moscow' NOT NULL;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "progress_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "progress_total" integer;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "row_count" integer;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "cancel_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
DROP TYPE "public"."export_kind";