CREATE TYPE "public"."answer_type" AS ENUM('photo', 'number', 'integer', 'text', 'many', 'one');--> statement-breakpoint
CREATE TYPE "public"."check_result" AS ENUM('accepted', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."check_type" AS ENUM('questionnaire', 'audit', 'audit_manager');--> statement-breakpoint
CREATE TYPE "public"."crowd_reserve_status" AS ENUM('active', 'released', 'expired', 'completed');--> statement-breakpoint
CREATE TYPE "public"."crowd_result_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."crowd_task_status" AS ENUM('new', 'reserved', 'in_progress', 'on_check', 'done', 'cancelled', 'expired');--> statement-breakpoint
CREATE TYPE "public"."export_kind" AS ENUM('visits_by_schedule', 'visits_by_import', 'visits_by_matrices', 'integration_report', 'photo_report', 'tasks');--> statement-breakpoint
CREATE TYPE "public"."export_status" AS ENUM('new', 'completed', 'not_performed');--> statement-breakpoint
CREATE TYPE "public"."import_kind" AS ENUM('PROJECT_OUTLETS', 'UPDATE_PROJECT_OUTLETS', 'USERS', 'USER_PROJECTS', 'PROJECT_POSITIONS', 'USER_PROJECT_EXTRA_DATA', 'ROUTES', 'ROUTES_V2', 'QUESTIONNAIRES', 'QAPO', 'QAPO_V2', 'PLANOGRAMS', 'AP', 'PRICE_CLUSTER_RATES', 'TENDER_RATE_STRUCTURES', 'PROJECT_BUDGETS', 'CHECKERS', 'CROWD_TASKS', 'CROWD_PAYMENTS', 'PRODUCTS', 'MATRICES', 'MATRIX_ASSIGNMENT_RULES', 'MATRIX_WORKFLOW_RELATES');--> statement-breakpoint
CREATE TYPE "public"."mailing_type" AS ENUM('group', 'personal');--> statement-breakpoint
CREATE TYPE "public"."outlet_source" AS ENUM('project', 'retail_chain_a', 'retail_chain_b');--> statement-breakpoint
CREATE TYPE "public"."permission_area" AS ENUM('visiting_schedule', 'planograms', 'notifications', 'matrix', 'workflows', 'matrix_actions', 'outlets', 'regions', 'retails', 'sku_catalog', 'setting_categories', 'feeds', 'crowd_feeds', 'instant_merch', 'tasks', 'projects', 'project_outlets', 'cities', 'branches', 'project_retails', 'territories', 'address_program', 'team', 'users', 'questionnaires', 'reports', 'photo_reports', 'imports', 'user_settings', 'support_requests_list', 'user_notifications', 'outlet_types', 'settings', 'price_clusters', 'coverage_types', 'price_cluster_rates', 'tender_rate_items', 'project_positions', 'positions', 'sku_brands', 'sku_manufacturers');--> statement-breakpoint
CREATE TYPE "public"."planogram_type" AS ENUM('book', 'feminine_hygiene', 'fabric_care', 'child_hygiene', 'body_care', 'teeth_care', 'shaving', 'cleaning', 'hair_care');--> statement-breakpoint
CREATE TYPE "public"."position_user_type" AS ENUM('main', 'relief');--> statement-breakpoint
CREATE TYPE "public"."process_status" AS ENUM('pending', 'in_progress', 'completed', 'completed_with_errors', 'cancelled', 'done', 'approved');--> statement-breakpoint
CREATE TYPE "public"."project_kind" AS ENUM('combined', 'exclusive');--> statement-breakpoint
CREATE TYPE "public"."rate_basis" AS ENUM('per_hour', 'per_visit');--> statement-breakpoint
CREATE TYPE "public"."setting_value_type" AS ENUM('boolean', 'rights', 'number', 'string');--> statement-breakpoint
CREATE TYPE "public"."sex" AS ENUM('male', 'female');--> statement-breakpoint
CREATE TYPE "public"."task_status" AS ENUM('new', 'pending', 'done', 'CANT_DO', 'overdue');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('active', 'inactive', 'blocked');--> statement-breakpoint
CREATE TYPE "public"."visit_status" AS ENUM('new', 'in_progress', 'completed', 'planned', 'not_completed');--> statement-breakpoint
CREATE TYPE "public"."visit_type" AS ENUM('visit', 'joint_tour', 'audit', 'instant_merch');--> statement-breakpoint
CREATE SEQUENCE "public"."visit_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "budget_item_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_item_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_item_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "coverage_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coverage_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer,
	"name" text NOT NULL,
	"code" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coverage_types_project_id_code_unique" UNIQUE("project_id","code")
);
--> statement-breakpoint
CREATE TABLE "logic_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "logic_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logic_periods_code_unique" UNIQUE("code"),
	CONSTRAINT "logic_periods_dates_check" CHECK ("logic_periods"."start_date" <= "logic_periods"."end_date")
);
--> statement-breakpoint
CREATE TABLE "periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "periods_dates_check" CHECK ("periods"."start_date" <= "periods"."end_date")
);
--> statement-breakpoint
CREATE TABLE "price_cluster_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_cluster_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer,
	"price_cluster_id" integer NOT NULL,
	"coverage_type_id" integer,
	"name" text NOT NULL,
	"rate_basis" "rate_basis" DEFAULT 'per_hour' NOT NULL,
	"price_type" smallint DEFAULT 1 NOT NULL,
	"rate" numeric(14, 2) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_cluster_rates_price_type_check" CHECK ("price_cluster_rates"."price_type" in (1, 2)),
	CONSTRAINT "price_cluster_rates_dates_check" CHECK ("price_cluster_rates"."end_date" is null or "price_cluster_rates"."start_date" <= "price_cluster_rates"."end_date")
);
--> statement-breakpoint
CREATE TABLE "price_clusters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_clusters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer,
	"name" text NOT NULL,
	"code" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_clusters_project_id_code_unique" UNIQUE("project_id","code")
);
--> statement-breakpoint
CREATE TABLE "program_params" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_params_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"project_outlet_id" integer NOT NULL,
	"price_cluster_id" integer,
	"coverage_type_id" integer,
	"budget_item_type_id" integer,
	"cost_per_hour" numeric(14, 2),
	"visits_per_month" integer,
	"timing" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_params_program_id_project_outlet_id_unique" UNIQUE("program_id","project_outlet_id")
);
--> statement-breakpoint
CREATE TABLE "program_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "programs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"program_type_id" integer,
	"period_id" integer,
	"logic_period_id" integer,
	"name" text NOT NULL,
	"description" text,
	"status" "process_status" DEFAULT 'pending' NOT NULL,
	"budget" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_rate_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tender_rate_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tender_rate_structure_id" integer NOT NULL,
	"budget_item_type_id" integer,
	"name" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_rate_structures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tender_rate_structures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer,
	"price_cluster_rate_id" integer NOT NULL,
	"budget_item_type_id" integer,
	"name" text NOT NULL,
	"share" numeric(5, 2),
	"amount" numeric(14, 2),
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "idempotency_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"call" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_call_key_unique" UNIQUE("user_id","call","key")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"login" text NOT NULL,
	"ip" text,
	"success" boolean NOT NULL,
	"method" text DEFAULT 'password' NOT NULL,
	"reason" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"replaced_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_otp_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_otp_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"user_id" integer,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_list_params" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "check_list_params_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"check_list_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_list_result_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "check_list_result_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"result_id" integer NOT NULL,
	"param_id" integer NOT NULL,
	"accepted" boolean NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_list_result_answers_result_id_param_id_unique" UNIQUE("result_id","param_id")
);
--> statement-breakpoint
CREATE TABLE "check_list_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "check_list_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"visit_id" integer NOT NULL,
	"check_list_id" integer NOT NULL,
	"user_id" integer,
	"result" "check_result" NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "check_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"project_id" integer NOT NULL,
	"check_type" "check_type" DEFAULT 'questionnaire' NOT NULL,
	"questionnaire_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"legal_name" text,
	"inn" text,
	"contact_name" text,
	"contact_phone" text,
	"contact_email" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchandising_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchandising_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchandising_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"kind" "project_kind" DEFAULT 'combined' NOT NULL,
	"merchandising_type_id" integer,
	"client_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"start_date" date,
	"end_date" date,
	"external_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_code_unique" UNIQUE("code"),
	CONSTRAINT "projects_dates_check" CHECK ("projects"."start_date" is null or "projects"."end_date" is null or "projects"."start_date" <= "projects"."end_date")
);
--> statement-breakpoint
CREATE TABLE "crowd_task_reserves" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crowd_task_reserves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" "crowd_reserve_status" DEFAULT 'active' NOT NULL,
	"reserved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crowd_task_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crowd_task_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"visit_id" integer,
	"status" "crowd_result_status" DEFAULT 'pending' NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"price" numeric(12, 2),
	"comment" text,
	"checker_id" integer,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crowd_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crowd_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text,
	"project_id" integer NOT NULL,
	"project_outlet_id" integer NOT NULL,
	"task_complexity_id" integer,
	"task_type_id" integer,
	"price" numeric(12, 2) NOT NULL,
	"duration" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"facade_photo_required" boolean DEFAULT false NOT NULL,
	"questionnaire_code" text,
	"questionnaire_id" integer,
	"status" "crowd_task_status" DEFAULT 'new' NOT NULL,
	"executor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crowd_tasks_dates_check" CHECK ("crowd_tasks"."start_date" <= "crowd_tasks"."end_date"),
	CONSTRAINT "crowd_tasks_price_check" CHECK ("crowd_tasks"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "task_complexities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_complexities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text NOT NULL,
	"coefficient" numeric(6, 2) DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_complexities_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "task_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "file_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "file_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"generic_type" text NOT NULL,
	"generic_id" integer NOT NULL,
	"type" text,
	"object_id" integer,
	"visit_id" integer,
	"file_id" integer NOT NULL,
	"is_preview" boolean DEFAULT false NOT NULL,
	"extend_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"sha256" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "export_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer,
	"user_id" integer,
	"kind" "export_kind" NOT NULL,
	"status" "export_status" DEFAULT 'new' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_id" integer,
	"error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_processes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_processes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer,
	"user_id" integer,
	"kind" "import_kind" NOT NULL,
	"status" "process_status" DEFAULT 'pending' NOT NULL,
	"file_id" integer,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error_data" jsonb DEFAULT '{"common":[],"other":null}'::jsonb NOT NULL,
	"total_rows" integer,
	"processed_rows" integer,
	"error_rows" integer,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"workflow_id" integer,
	"name" text NOT NULL,
	"code" text,
	"description" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matrices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "matrices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"start_date" date,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matrices_project_id_code_unique" UNIQUE("project_id","code")
);
--> statement-breakpoint
CREATE TABLE "matrix_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "matrix_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"matrix_id" integer NOT NULL,
	"project_retail_id" integer,
	"retail_id" integer,
	"outlet_type_id" integer,
	"region_id" integer,
	"branch_id" integer,
	"city_id" integer,
	"project_outlet_id" integer,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matrix_skus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "matrix_skus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"matrix_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"price_type" smallint DEFAULT 1 NOT NULL,
	"min_facing" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matrix_skus_matrix_id_sku_id_unique" UNIQUE("matrix_id","sku_id"),
	CONSTRAINT "matrix_skus_price_type_check" CHECK ("matrix_skus"."price_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "matrix_workflow_relates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "matrix_workflow_relates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"matrix_id" integer NOT NULL,
	"workflow_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matrix_workflow_relates_matrix_id_workflow_id_unique" UNIQUE("matrix_id","workflow_id")
);
--> statement-breakpoint
CREATE TABLE "workflows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workflows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distribution_recipients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distribution_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"distribution_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distribution_recipients_distribution_id_user_id_unique" UNIQUE("distribution_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "distributions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distributions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"text" text NOT NULL,
	"mailing_type" "mailing_type" NOT NULL,
	"status" "process_status" DEFAULT 'pending' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"project_id" integer,
	"author_id" integer,
	"send_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"distribution_id" integer,
	"project_id" integer,
	"type" text DEFAULT 'info' NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"payload" jsonb,
	"is_received" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone,
	"is_viewed" boolean DEFAULT false NOT NULL,
	"viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "branches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text,
	"project_id" integer,
	"region_id" integer,
	"external_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branches_project_id_code_unique" UNIQUE("project_id","code")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text,
	"region_id" integer,
	"lat" double precision,
	"lon" double precision,
	"timezone" text DEFAULT 'Europe/Moscow' NOT NULL,
	"external_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cities_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "regions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text,
	"external_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "territories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "territories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text,
	"project_id" integer,
	"branch_id" integer,
	"external_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "territories_project_id_code_unique" UNIQUE("project_id","code")
);
--> statement-breakpoint
CREATE TABLE "outlet_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outlet_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outlet_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "outlets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outlets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"city_id" integer,
	"region_id" integer,
	"retail_id" integer,
	"outlet_type_id" integer,
	"source" "outlet_source" DEFAULT 'project' NOT NULL,
	"source_project_id" integer,
	"external_code" text,
	"inn" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_outlets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_outlets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	"project_retail_id" integer,
	"region_id" integer,
	"branch_id" integer,
	"territory_id" integer,
	"city_id" integer,
	"manager_id" integer,
	"name" text,
	"external_code" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_outlets_project_id_outlet_id_unique" UNIQUE("project_id","outlet_id")
);
--> statement-breakpoint
CREATE TABLE "project_retails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_retails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"retail_id" integer,
	"name" text NOT NULL,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_retails_project_id_code_unique" UNIQUE("project_id","code")
);
--> statement-breakpoint
CREATE TABLE "retails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text,
	"is_network" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retails_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "planogram_outlets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "planogram_outlets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"planogram_id" integer NOT NULL,
	"project_outlet_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planogram_outlets_unique" UNIQUE("planogram_id","project_outlet_id")
);
--> statement-breakpoint
CREATE TABLE "planograms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "planograms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" "planogram_type" NOT NULL,
	"description" text,
	"retail_id" integer,
	"file_id" integer,
	"start_date" date,
	"end_date" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"level" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "positions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "project_position_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_position_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_position_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"user_type" "position_user_type" DEFAULT 'main' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_position_history_dates_check" CHECK ("project_position_history"."start_date" <= "project_position_history"."end_date")
);
--> statement-breakpoint
CREATE TABLE "project_positions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"position_id" integer,
	"parent_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"branch_id" integer,
	"territory_id" integer,
	"user_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sku" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sku_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text,
	"barcode" text,
	"project_id" integer,
	"brand_id" integer,
	"manufacturer_id" integer,
	"image_file_id" integer,
	"volume" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sku_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sku_brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sku_brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text,
	"manufacturer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sku_brands_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sku_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sku_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text,
	"parent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sku_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sku_category_relates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sku_category_relates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sku_id" integer NOT NULL,
	"sku_category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sku_category_relates_sku_category_id_sku_id_unique" UNIQUE("sku_category_id","sku_id")
);
--> statement-breakpoint
CREATE TABLE "sku_group_relates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sku_group_relates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sku_id" integer NOT NULL,
	"sku_group_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sku_group_relates_sku_group_id_sku_id_unique" UNIQUE("sku_group_id","sku_id")
);
--> statement-breakpoint
CREATE TABLE "sku_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sku_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sku_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sku_manufacturers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sku_manufacturers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sku_manufacturers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"visit_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"user_id" integer,
	"value" jsonb,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_results_visit_id_question_id_unique" UNIQUE("visit_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_assignment_outlets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_assignment_outlets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"questionnaire_id" integer NOT NULL,
	"project_outlet_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_outlets_unique" UNIQUE("questionnaire_id","project_outlet_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"questionnaire_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaires_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"start_date" date,
	"end_date" date,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaires_project_id_code_unique" UNIQUE("project_id","code")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"questionnaire_id" integer NOT NULL,
	"step_id" integer,
	"name" text NOT NULL,
	"description" text,
	"code" text,
	"answer_type" "answer_type" NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"min_number" double precision,
	"max_number" double precision,
	"min_length" integer,
	"min_photo_count" integer,
	"parent_question_id" integer,
	"parent_answer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_number_range_check" CHECK ("questions"."min_number" is null or "questions"."max_number" is null or "questions"."min_number" <= "questions"."max_number")
);
--> statement-breakpoint
CREATE TABLE "setting_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "setting_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "setting_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "setting_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "setting_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"setting_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "setting_options_setting_id_code_unique" UNIQUE("setting_id","code")
);
--> statement-breakpoint
CREATE TABLE "setting_values" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "setting_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"setting_id" integer NOT NULL,
	"project_id" integer,
	"role_id" integer,
	"val" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "setting_values_setting_id_project_id_role_id_unique" UNIQUE NULLS NOT DISTINCT("setting_id","project_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category_id" integer,
	"value_type" "setting_value_type" DEFAULT 'boolean' NOT NULL,
	"default_value" text,
	"unit" text,
	"is_user_level" boolean DEFAULT false NOT NULL,
	"permission_area" "permission_area",
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_code_unique" UNIQUE("code"),
	CONSTRAINT "settings_permission_area_unique" UNIQUE("permission_area")
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"setting_id" integer NOT NULL,
	"project_id" integer,
	"val" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_settings_user_id_setting_id_project_id_unique" UNIQUE NULLS NOT DISTINCT("user_id","setting_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "support_request_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_request_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text NOT NULL,
	"is_technical" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_request_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"support_request_type_id" integer NOT NULL,
	"content" text NOT NULL,
	"is_technical" boolean DEFAULT false NOT NULL,
	"status" "process_status" DEFAULT 'pending' NOT NULL,
	"project_id" integer,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taggables" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taggables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tag_id" integer NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taggables_tag_id_entity_type_entity_id_unique" UNIQUE("tag_id","entity_type","entity_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"entity_type" text NOT NULL,
	"project_id" integer,
	"color" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text,
	"project_id" integer NOT NULL,
	"project_outlet_id" integer,
	"visit_id" integer,
	"assignee_id" integer,
	"author_id" integer,
	"status" "task_status" DEFAULT 'new' NOT NULL,
	"due_date" timestamp with time zone,
	"resumed_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"result_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sys_name" text NOT NULL,
	"name" text NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_sys_name_unique" UNIQUE("sys_name")
);
--> statement-breakpoint
CREATE TABLE "user_projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"manager_id" integer,
	"position_id" integer,
	"project_position_id" integer,
	"position" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"start_date" date,
	"end_date" date,
	"extra_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_projects_user_id_project_id_unique" UNIQUE("user_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"login" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"patronymic_name" text,
	"phone" text,
	"email" text,
	"snils" text,
	"status" "user_status" DEFAULT 'active' NOT NULL,
	"sex" "sex",
	"birth_date" date,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"password_hash" text,
	"one_c_id" text,
	"user_route_id" text,
	"external_sfa_user_id" text,
	"avatar_file_id" integer,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_login_unique" UNIQUE("login")
);
--> statement-breakpoint
CREATE TABLE "statuses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity_type" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_fail_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visit_fail_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"project_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_fail_results_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text DEFAULT nextval('visit_number_seq')::text NOT NULL,
	"project_id" integer NOT NULL,
	"project_outlet_id" integer NOT NULL,
	"user_id" integer,
	"manager_id" integer,
	"project_retail_id" integer,
	"branch_id" integer,
	"territory_id" integer,
	"city_id" integer,
	"visit_type" "visit_type" DEFAULT 'visit' NOT NULL,
	"status" "visit_status" DEFAULT 'new' NOT NULL,
	"visit_date" date NOT NULL,
	"planned_start" timestamp with time zone,
	"planned_end" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"feed_at" timestamp with time zone GENERATED ALWAYS AS (coalesce(started_at, planned_start, created_at)) STORED NOT NULL,
	"duration" integer,
	"start_lat" double precision,
	"start_lon" double precision,
	"finish_lat" double precision,
	"finish_lon" double precision,
	"start_distance" integer,
	"is_restored" boolean DEFAULT false NOT NULL,
	"restored_from_visit_id" integer,
	"external_code" text,
	"allow_without_geo" boolean DEFAULT false NOT NULL,
	"is_checked" boolean DEFAULT false NOT NULL,
	"check_type" "check_type",
	"has_saved_data" boolean DEFAULT false NOT NULL,
	"photo_count" integer DEFAULT 0 NOT NULL,
	"visit_fail_result_id" integer,
	"comment" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_number_unique" UNIQUE("number"),
	CONSTRAINT "visits_planned_range_check" CHECK ("visits"."planned_start" is null or "visits"."planned_end" is null or "visits"."planned_start" <= "visits"."planned_end")
);
--> statement-breakpoint
ALTER TABLE "coverage_types" ADD CONSTRAINT "coverage_types_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periods" ADD CONSTRAINT "periods_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_cluster_rates" ADD CONSTRAINT "price_cluster_rates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_cluster_rates" ADD CONSTRAINT "price_cluster_rates_price_cluster_id_price_clusters_id_fk" FOREIGN KEY ("price_cluster_id") REFERENCES "public"."price_clusters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_cluster_rates" ADD CONSTRAINT "price_cluster_rates_coverage_type_id_coverage_types_id_fk" FOREIGN KEY ("coverage_type_id") REFERENCES "public"."coverage_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_clusters" ADD CONSTRAINT "price_clusters_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_params" ADD CONSTRAINT "program_params_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_params" ADD CONSTRAINT "program_params_project_outlet_id_project_outlets_id_fk" FOREIGN KEY ("project_outlet_id") REFERENCES "public"."project_outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_params" ADD CONSTRAINT "program_params_price_cluster_id_price_clusters_id_fk" FOREIGN KEY ("price_cluster_id") REFERENCES "public"."price_clusters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_params" ADD CONSTRAINT "program_params_coverage_type_id_coverage_types_id_fk" FOREIGN KEY ("coverage_type_id") REFERENCES "public"."coverage_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_params" ADD CONSTRAINT "program_params_budget_item_type_id_budget_item_types_id_fk" FOREIGN KEY ("budget_item_type_id") REFERENCES "public"."budget_item_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_program_type_id_program_types_id_fk" FOREIGN KEY ("program_type_id") REFERENCES "public"."program_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_logic_period_id_logic_periods_id_fk" FOREIGN KEY ("logic_period_id") REFERENCES "public"."logic_periods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_rate_items" ADD CONSTRAINT "tender_rate_items_tender_rate_structure_id_tender_rate_structures_id_fk" FOREIGN KEY ("tender_rate_structure_id") REFERENCES "public"."tender_rate_structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_rate_items" ADD CONSTRAINT "tender_rate_items_budget_item_type_id_budget_item_types_id_fk" FOREIGN KEY ("budget_item_type_id") REFERENCES "public"."budget_item_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_rate_structures" ADD CONSTRAINT "tender_rate_structures_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_rate_structures" ADD CONSTRAINT "tender_rate_structures_price_cluster_rate_id_price_cluster_rates_id_fk" FOREIGN KEY ("price_cluster_rate_id") REFERENCES "public"."price_cluster_rates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_rate_structures" ADD CONSTRAINT "tender_rate_structures_budget_item_type_id_budget_item_types_id_fk" FOREIGN KEY ("budget_item_type_id") REFERENCES "public"."budget_item_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_replaced_by_id_refresh_tokens_id_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."refresh_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_otp_codes" ADD CONSTRAINT "sms_otp_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_list_params" ADD CONSTRAINT "check_list_params_check_list_id_check_lists_id_fk" FOREIGN KEY ("check_list_id") REFERENCES "public"."check_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_list_params" ADD CONSTRAINT "check_list_params_parent_id_check_list_params_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."check_list_params"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_list_result_answers" ADD CONSTRAINT "check_list_result_answers_result_id_check_list_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."check_list_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_list_result_answers" ADD CONSTRAINT "check_list_result_answers_param_id_check_list_params_id_fk" FOREIGN KEY ("param_id") REFERENCES "public"."check_list_params"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_list_results" ADD CONSTRAINT "check_list_results_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_list_results" ADD CONSTRAINT "check_list_results_check_list_id_check_lists_id_fk" FOREIGN KEY ("check_list_id") REFERENCES "public"."check_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_list_results" ADD CONSTRAINT "check_list_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_lists" ADD CONSTRAINT "check_lists_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_lists" ADD CONSTRAINT "check_lists_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_merchandising_type_id_merchandising_types_id_fk" FOREIGN KEY ("merchandising_type_id") REFERENCES "public"."merchandising_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowd_task_reserves" ADD CONSTRAINT "crowd_task_reserves_task_id_crowd_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."crowd_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowd_task_reserves" ADD CONSTRAINT "crowd_task_reserves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowd_task_results" ADD CONSTRAINT "crowd_task_results_task_id_crowd_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."crowd_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowd_task_results" ADD CONSTRAINT "crowd_task_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowd_task_results" ADD CONSTRAINT "crowd_task_results_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowd_task_results" ADD CONSTRAINT "crowd_task_results_checker_id_users_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowd_tasks" ADD CONSTRAINT "crowd_tasks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowd_tasks" ADD CONSTRAINT "crowd_tasks_project_outlet_id_project_outlets_id_fk" FOREIGN KEY ("project_outlet_id") REFERENCES "public"."project_outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowd_tasks" ADD CONSTRAINT "crowd_tasks_task_complexity_id_task_complexities_id_fk" FOREIGN KEY ("task_complexity_id") REFERENCES "public"."task_complexities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowd_tasks" ADD CONSTRAINT "crowd_tasks_task_type_id_task_types_id_fk" FOREIGN KEY ("task_type_id") REFERENCES "public"."task_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowd_tasks" ADD CONSTRAINT "crowd_tasks_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowd_tasks" ADD CONSTRAINT "crowd_tasks_executor_id_users_id_fk" FOREIGN KEY ("executor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_links" ADD CONSTRAINT "file_links_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_links" ADD CONSTRAINT "file_links_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_links" ADD CONSTRAINT "file_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_processes" ADD CONSTRAINT "import_processes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_processes" ADD CONSTRAINT "import_processes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_processes" ADD CONSTRAINT "import_processes_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matrices" ADD CONSTRAINT "matrices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matrix_rules" ADD CONSTRAINT "matrix_rules_matrix_id_matrices_id_fk" FOREIGN KEY ("matrix_id") REFERENCES "public"."matrices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matrix_rules" ADD CONSTRAINT "matrix_rules_project_retail_id_project_retails_id_fk" FOREIGN KEY ("project_retail_id") REFERENCES "public"."project_retails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matrix_rules" ADD CONSTRAINT "matrix_rules_retail_id_retails_id_fk" FOREIGN KEY ("retail_id") REFERENCES "public"."retails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matrix_rules" ADD CONSTRAINT "matrix_rules_outlet_type_id_outlet_types_id_fk" FOREIGN KEY ("outlet_type_id") REFERENCES "public"."outlet_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matrix_rules" ADD CONSTRAINT "matrix_rules_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matrix_rules" ADD CONSTRAINT "matrix_rules_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matrix_rules" ADD CONSTRAINT "matrix_rules_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matrix_rules" ADD CONSTRAINT "matrix_rules_project_outlet_id_project_outlets_id_fk" FOREIGN KEY ("project_outlet_id") REFERENCES "public"."project_outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matrix_skus" ADD CONSTRAINT "matrix_skus_matrix_id_matrices_id_fk" FOREIGN KEY ("matrix_id") REFERENCES "public"."matrices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matrix_skus" ADD CONSTRAINT "matrix_skus_sku_id_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."sku"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matrix_workflow_relates" ADD CONSTRAINT "matrix_workflow_relates_matrix_id_matrices_id_fk" FOREIGN KEY ("matrix_id") REFERENCES "public"."matrices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matrix_workflow_relates" ADD CONSTRAINT "matrix_workflow_relates_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_recipients" ADD CONSTRAINT "distribution_recipients_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_recipients" ADD CONSTRAINT "distribution_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "territories" ADD CONSTRAINT "territories_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "territories" ADD CONSTRAINT "territories_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlets" ADD CONSTRAINT "outlets_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlets" ADD CONSTRAINT "outlets_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlets" ADD CONSTRAINT "outlets_retail_id_retails_id_fk" FOREIGN KEY ("retail_id") REFERENCES "public"."retails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlets" ADD CONSTRAINT "outlets_outlet_type_id_outlet_types_id_fk" FOREIGN KEY ("outlet_type_id") REFERENCES "public"."outlet_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlets" ADD CONSTRAINT "outlets_source_project_id_projects_id_fk" FOREIGN KEY ("source_project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_outlets" ADD CONSTRAINT "project_outlets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_outlets" ADD CONSTRAINT "project_outlets_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_outlets" ADD CONSTRAINT "project_outlets_project_retail_id_project_retails_id_fk" FOREIGN KEY ("project_retail_id") REFERENCES "public"."project_retails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_outlets" ADD CONSTRAINT "project_outlets_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_outlets" ADD CONSTRAINT "project_outlets_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_outlets" ADD CONSTRAINT "project_outlets_territory_id_territories_id_fk" FOREIGN KEY ("territory_id") REFERENCES "public"."territories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_outlets" ADD CONSTRAINT "project_outlets_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_outlets" ADD CONSTRAINT "project_outlets_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_retails" ADD CONSTRAINT "project_retails_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_retails" ADD CONSTRAINT "project_retails_retail_id_retails_id_fk" FOREIGN KEY ("retail_id") REFERENCES "public"."retails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planogram_outlets" ADD CONSTRAINT "planogram_outlets_planogram_id_planograms_id_fk" FOREIGN KEY ("planogram_id") REFERENCES "public"."planograms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planogram_outlets" ADD CONSTRAINT "planogram_outlets_project_outlet_id_project_outlets_id_fk" FOREIGN KEY ("project_outlet_id") REFERENCES "public"."project_outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planograms" ADD CONSTRAINT "planograms_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planograms" ADD CONSTRAINT "planograms_retail_id_retails_id_fk" FOREIGN KEY ("retail_id") REFERENCES "public"."retails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planograms" ADD CONSTRAINT "planograms_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_position_history" ADD CONSTRAINT "project_position_history_project_position_id_project_positions_id_fk" FOREIGN KEY ("project_position_id") REFERENCES "public"."project_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_position_history" ADD CONSTRAINT "project_position_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_positions" ADD CONSTRAINT "project_positions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_positions" ADD CONSTRAINT "project_positions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_positions" ADD CONSTRAINT "project_positions_parent_id_project_positions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."project_positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_positions" ADD CONSTRAINT "project_positions_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_positions" ADD CONSTRAINT "project_positions_territory_id_territories_id_fk" FOREIGN KEY ("territory_id") REFERENCES "public"."territories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_positions" ADD CONSTRAINT "project_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku" ADD CONSTRAINT "sku_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku" ADD CONSTRAINT "sku_brand_id_sku_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."sku_brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku" ADD CONSTRAINT "sku_manufacturer_id_sku_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."sku_manufacturers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku" ADD CONSTRAINT "sku_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_brands" ADD CONSTRAINT "sku_brands_manufacturer_id_sku_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."sku_manufacturers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_categories" ADD CONSTRAINT "sku_categories_parent_id_sku_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sku_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_category_relates" ADD CONSTRAINT "sku_category_relates_sku_id_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."sku"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_category_relates" ADD CONSTRAINT "sku_category_relates_sku_category_id_sku_categories_id_fk" FOREIGN KEY ("sku_category_id") REFERENCES "public"."sku_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_group_relates" ADD CONSTRAINT "sku_group_relates_sku_id_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."sku"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_group_relates" ADD CONSTRAINT "sku_group_relates_sku_group_id_sku_groups_id_fk" FOREIGN KEY ("sku_group_id") REFERENCES "public"."sku_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_results" ADD CONSTRAINT "question_results_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_results" ADD CONSTRAINT "question_results_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_results" ADD CONSTRAINT "question_results_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_results" ADD CONSTRAINT "question_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_assignment_outlets" ADD CONSTRAINT "questionnaire_assignment_outlets_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_assignment_outlets" ADD CONSTRAINT "questionnaire_assignment_outlets_project_outlet_id_project_outlets_id_fk" FOREIGN KEY ("project_outlet_id") REFERENCES "public"."project_outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_steps" ADD CONSTRAINT "questionnaire_steps_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_step_id_questionnaire_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."questionnaire_steps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_parent_question_id_questions_id_fk" FOREIGN KEY ("parent_question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_parent_answer_id_question_answers_id_fk" FOREIGN KEY ("parent_answer_id") REFERENCES "public"."question_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_options" ADD CONSTRAINT "setting_options_setting_id_settings_id_fk" FOREIGN KEY ("setting_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_values" ADD CONSTRAINT "setting_values_setting_id_settings_id_fk" FOREIGN KEY ("setting_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_values" ADD CONSTRAINT "setting_values_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_values" ADD CONSTRAINT "setting_values_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_category_id_setting_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."setting_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_setting_id_settings_id_fk" FOREIGN KEY ("setting_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_support_request_type_id_support_request_types_id_fk" FOREIGN KEY ("support_request_type_id") REFERENCES "public"."support_request_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taggables" ADD CONSTRAINT "taggables_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_project_outlet_id_project_outlets_id_fk" FOREIGN KEY ("project_outlet_id") REFERENCES "public"."project_outlets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_projects" ADD CONSTRAINT "user_projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_projects" ADD CONSTRAINT "user_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_projects" ADD CONSTRAINT "user_projects_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_projects" ADD CONSTRAINT "user_projects_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_projects" ADD CONSTRAINT "user_projects_project_position_id_project_positions_id_fk" FOREIGN KEY ("project_position_id") REFERENCES "public"."project_positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_file_id_files_id_fk" FOREIGN KEY ("avatar_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_fail_results" ADD CONSTRAINT "visit_fail_results_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_project_outlet_id_project_outlets_id_fk" FOREIGN KEY ("project_outlet_id") REFERENCES "public"."project_outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_project_retail_id_project_retails_id_fk" FOREIGN KEY ("project_retail_id") REFERENCES "public"."project_retails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_territory_id_territories_id_fk" FOREIGN KEY ("territory_id") REFERENCES "public"."territories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_restored_from_visit_id_visits_id_fk" FOREIGN KEY ("restored_from_visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_visit_fail_result_id_visit_fail_results_id_fk" FOREIGN KEY ("visit_fail_result_id") REFERENCES "public"."visit_fail_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coverage_types_project_id_index" ON "coverage_types" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "periods_project_id_start_date_index" ON "periods" USING btree ("project_id","start_date");--> statement-breakpoint
CREATE INDEX "price_cluster_rates_price_cluster_id_start_date_index" ON "price_cluster_rates" USING btree ("price_cluster_id","start_date");--> statement-breakpoint
CREATE INDEX "price_cluster_rates_project_id_index" ON "price_cluster_rates" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "price_clusters_project_id_index" ON "price_clusters" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "program_params_project_outlet_id_index" ON "program_params" USING btree ("project_outlet_id");--> statement-breakpoint
CREATE INDEX "programs_project_id_period_id_index" ON "programs" USING btree ("project_id","period_id");--> statement-breakpoint
CREATE INDEX "programs_program_type_id_index" ON "programs" USING btree ("program_type_id");--> statement-breakpoint
CREATE INDEX "tender_rate_items_tender_rate_structure_id_index" ON "tender_rate_items" USING btree ("tender_rate_structure_id");--> statement-breakpoint
CREATE INDEX "tender_rate_structures_price_cluster_rate_id_sort_index" ON "tender_rate_structures" USING btree ("price_cluster_rate_id","sort");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_id_index" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_at_index" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_attempts_login_created_at_index" ON "login_attempts" USING btree ("login","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_created_at_index" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_codes_user_id_created_at_index" ON "password_reset_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_id_index" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sms_otp_codes_phone_created_at_index" ON "sms_otp_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_otp_codes_user_id_created_at_index" ON "sms_otp_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_created_at_index" ON "sms_outbox" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "check_list_params_check_list_id_sort_index" ON "check_list_params" USING btree ("check_list_id","sort");--> statement-breakpoint
CREATE INDEX "check_list_params_parent_id_index" ON "check_list_params" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "check_list_result_answers_param_id_index" ON "check_list_result_answers" USING btree ("param_id");--> statement-breakpoint
CREATE INDEX "check_list_results_visit_id_index" ON "check_list_results" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "check_list_results_check_list_id_index" ON "check_list_results" USING btree ("check_list_id");--> statement-breakpoint
CREATE INDEX "check_list_results_user_id_index" ON "check_list_results" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "check_lists_project_id_check_type_index" ON "check_lists" USING btree ("project_id","check_type");--> statement-breakpoint
CREATE INDEX "projects_client_id_index" ON "projects" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "crowd_task_reserves_task_id_index" ON "crowd_task_reserves" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "crowd_task_reserves_user_id_status_index" ON "crowd_task_reserves" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "crowd_task_results_task_id_index" ON "crowd_task_results" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "crowd_task_results_user_id_index" ON "crowd_task_results" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "crowd_task_results_status_index" ON "crowd_task_results" USING btree ("status");--> statement-breakpoint
CREATE INDEX "crowd_tasks_project_id_status_start_date_index" ON "crowd_tasks" USING btree ("project_id","status","start_date");--> statement-breakpoint
CREATE INDEX "crowd_tasks_project_outlet_id_index" ON "crowd_tasks" USING btree ("project_outlet_id");--> statement-breakpoint
CREATE INDEX "crowd_tasks_executor_id_index" ON "crowd_tasks" USING btree ("executor_id");--> statement-breakpoint
CREATE INDEX "crowd_tasks_task_complexity_id_index" ON "crowd_tasks" USING btree ("task_complexity_id");--> statement-breakpoint
CREATE INDEX "crowd_tasks_task_type_id_index" ON "crowd_tasks" USING btree ("task_type_id");--> statement-breakpoint
CREATE INDEX "crowd_tasks_price_index" ON "crowd_tasks" USING btree ("price");--> statement-breakpoint
CREATE INDEX "file_links_generic_type_generic_id_index" ON "file_links" USING btree ("generic_type","generic_id");--> statement-breakpoint
CREATE INDEX "file_links_visit_id_object_id_index" ON "file_links" USING btree ("visit_id","object_id");--> statement-breakpoint
CREATE INDEX "file_links_file_id_index" ON "file_links" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "files_sha256_index" ON "files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "files_user_id_index" ON "files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "export_jobs_created_at_index" ON "export_jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "export_jobs_user_id_index" ON "export_jobs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "export_jobs_project_id_index" ON "export_jobs" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "import_processes_project_id_created_at_index" ON "import_processes" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "import_processes_user_id_index" ON "import_processes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "import_processes_kind_index" ON "import_processes" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "actions_project_id_index" ON "actions" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "actions_workflow_id_sort_index" ON "actions" USING btree ("workflow_id","sort");--> statement-breakpoint
CREATE INDEX "matrices_project_id_index" ON "matrices" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "matrix_rules_matrix_id_priority_index" ON "matrix_rules" USING btree ("matrix_id","priority");--> statement-breakpoint
CREATE INDEX "matrix_rules_project_outlet_id_index" ON "matrix_rules" USING btree ("project_outlet_id");--> statement-breakpoint
CREATE INDEX "matrix_skus_sku_id_index" ON "matrix_skus" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "matrix_workflow_relates_workflow_id_index" ON "matrix_workflow_relates" USING btree ("workflow_id");--> statement-breakpoint
CREATE INDEX "workflows_project_id_index" ON "workflows" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "distribution_recipients_user_id_index" ON "distribution_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "distributions_created_at_index" ON "distributions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "distributions_author_id_index" ON "distributions" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_index" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unviewed_idx" ON "notifications" USING btree ("user_id") WHERE not "notifications"."is_viewed";--> statement-breakpoint
CREATE INDEX "notifications_distribution_id_index" ON "notifications" USING btree ("distribution_id");--> statement-breakpoint
CREATE INDEX "branches_project_id_index" ON "branches" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "branches_region_id_index" ON "branches" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "cities_region_id_index" ON "cities" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "territories_project_id_index" ON "territories" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "territories_branch_id_index" ON "territories" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "outlets_city_id_index" ON "outlets" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "outlets_region_id_index" ON "outlets" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "outlets_retail_id_index" ON "outlets" USING btree ("retail_id");--> statement-breakpoint
CREATE INDEX "outlets_outlet_type_id_index" ON "outlets" USING btree ("outlet_type_id");--> statement-breakpoint
CREATE INDEX "outlets_external_code_index" ON "outlets" USING btree ("external_code");--> statement-breakpoint
CREATE INDEX "project_outlets_outlet_id_index" ON "project_outlets" USING btree ("outlet_id");--> statement-breakpoint
CREATE INDEX "project_outlets_project_retail_id_index" ON "project_outlets" USING btree ("project_retail_id");--> statement-breakpoint
CREATE INDEX "project_outlets_branch_id_index" ON "project_outlets" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "project_outlets_territory_id_index" ON "project_outlets" USING btree ("territory_id");--> statement-breakpoint
CREATE INDEX "project_outlets_city_id_index" ON "project_outlets" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "project_outlets_region_id_index" ON "project_outlets" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "project_outlets_manager_id_index" ON "project_outlets" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "project_outlets_project_id_external_code_index" ON "project_outlets" USING btree ("project_id","external_code");--> statement-breakpoint
CREATE INDEX "project_outlets_name_idx" ON "project_outlets" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "project_retails_project_id_index" ON "project_retails" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_retails_retail_id_index" ON "project_retails" USING btree ("retail_id");--> statement-breakpoint
CREATE INDEX "planogram_outlets_project_outlet_id_index" ON "planogram_outlets" USING btree ("project_outlet_id");--> statement-breakpoint
CREATE INDEX "planograms_project_id_type_index" ON "planograms" USING btree ("project_id","type");--> statement-breakpoint
CREATE INDEX "project_position_history_project_position_id_start_date_index" ON "project_position_history" USING btree ("project_position_id","start_date");--> statement-breakpoint
CREATE INDEX "project_position_history_user_id_index" ON "project_position_history" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "project_positions_project_id_index" ON "project_positions" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_positions_parent_id_index" ON "project_positions" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "project_positions_user_id_index" ON "project_positions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sku_project_id_index" ON "sku" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "sku_brand_id_index" ON "sku" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "sku_manufacturer_id_index" ON "sku" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "sku_barcode_index" ON "sku" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "sku_brands_manufacturer_id_index" ON "sku_brands" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "sku_categories_parent_id_index" ON "sku_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sku_category_relates_sku_id_index" ON "sku_category_relates" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "sku_group_relates_sku_id_index" ON "sku_group_relates" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "question_answers_question_id_sort_index" ON "question_answers" USING btree ("question_id","sort");--> statement-breakpoint
CREATE INDEX "question_results_question_id_index" ON "question_results" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "questionnaire_assignment_outlets_project_outlet_id_index" ON "questionnaire_assignment_outlets" USING btree ("project_outlet_id");--> statement-breakpoint
CREATE INDEX "questionnaire_steps_questionnaire_id_sort_index" ON "questionnaire_steps" USING btree ("questionnaire_id","sort");--> statement-breakpoint
CREATE INDEX "questionnaires_project_id_sort_index" ON "questionnaires" USING btree ("project_id","sort");--> statement-breakpoint
CREATE INDEX "questions_questionnaire_id_sort_index" ON "questions" USING btree ("questionnaire_id","sort");--> statement-breakpoint
CREATE INDEX "questions_step_id_index" ON "questions" USING btree ("step_id");--> statement-breakpoint
CREATE INDEX "questions_parent_question_id_index" ON "questions" USING btree ("parent_question_id");--> statement-breakpoint
CREATE INDEX "setting_values_project_id_index" ON "setting_values" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "setting_values_role_id_project_id_index" ON "setting_values" USING btree ("role_id","project_id");--> statement-breakpoint
CREATE INDEX "settings_category_id_sort_index" ON "settings" USING btree ("category_id","sort");--> statement-breakpoint
CREATE INDEX "user_settings_setting_id_index" ON "user_settings" USING btree ("setting_id");--> statement-breakpoint
CREATE INDEX "support_requests_user_id_index" ON "support_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_requests_created_at_index" ON "support_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "support_requests_status_index" ON "support_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "taggables_entity_type_entity_id_index" ON "taggables" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "tags_entity_type_project_id_index" ON "tags" USING btree ("entity_type","project_id");--> statement-breakpoint
CREATE INDEX "tasks_project_id_status_due_date_index" ON "tasks" USING btree ("project_id","status","due_date");--> statement-breakpoint
CREATE INDEX "tasks_assignee_id_status_index" ON "tasks" USING btree ("assignee_id","status");--> statement-breakpoint
CREATE INDEX "tasks_author_id_index" ON "tasks" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "tasks_project_outlet_id_index" ON "tasks" USING btree ("project_outlet_id");--> statement-breakpoint
CREATE INDEX "tasks_visit_id_index" ON "tasks" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "user_projects_project_id_is_active_index" ON "user_projects" USING btree ("project_id","is_active");--> statement-breakpoint
CREATE INDEX "user_projects_manager_id_index" ON "user_projects" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_id_index" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_unique" ON "users" USING btree ("phone") WHERE "users"."phone" is not null;--> statement-breakpoint
CREATE INDEX "users_last_name_idx" ON "users" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "users_email_index" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "visits_feed_date_idx" ON "visits" USING btree ("visit_date","visit_type","status","project_id","feed_at","id") WHERE "visits"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "visits_project_date_idx" ON "visits" USING btree ("project_id","visit_date");--> statement-breakpoint
CREATE INDEX "visits_user_date_idx" ON "visits" USING btree ("user_id","visit_date");--> statement-breakpoint
CREATE INDEX "visits_manager_date_idx" ON "visits" USING btree ("manager_id","visit_date");--> statement-breakpoint
CREATE INDEX "visits_project_outlet_date_idx" ON "visits" USING btree ("project_outlet_id","visit_date");--> statement-breakpoint
CREATE INDEX "visits_project_retail_date_idx" ON "visits" USING btree ("project_retail_id","visit_date");--> statement-breakpoint
CREATE INDEX "visits_branch_date_idx" ON "visits" USING btree ("branch_id","visit_date");--> statement-breakpoint
CREATE INDEX "visits_territory_date_idx" ON "visits" USING btree ("territory_id","visit_date");--> statement-breakpoint
CREATE INDEX "visits_city_date_idx" ON "visits" USING btree ("city_id","visit_date");--> statement-breakpoint
CREATE INDEX "visits_external_code_idx" ON "visits" USING btree ("external_code");--> statement-breakpoint
CREATE INDEX "visits_restored_idx" ON "visits" USING btree ("visit_date") WHERE "visits"."is_restored";--> statement-breakpoint
CREATE INDEX "visits_restored_from_idx" ON "visits" USING btree ("restored_from_visit_id") WHERE "visits"."restored_from_visit_id" is not null;