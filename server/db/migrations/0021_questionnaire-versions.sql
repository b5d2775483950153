CREATE TYPE "public"."condition_operator" AS ENUM('any_of', 'none_of');--> statement-breakpoint
CREATE TABLE "questionnaire_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"questionnaire_id" integer NOT NULL,
	"number" integer NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	CONSTRAINT "questionnaire_versions_questionnaire_id_number_unique" UNIQUE("questionnaire_id","number")
);
--> statement-breakpoint
ALTER TABLE "questions" DROP CONSTRAINT "questions_parent_answer_id_question_answers_id_fk";
--> statement-breakpoint
ALTER TABLE "question_answers" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "question_results" ADD COLUMN "questionnaire_version_id" integer;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD COLUMN "draft_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "condition_operator" "condition_operator";--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "condition_answer_ids" integer[];--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
-- Conditions as data: the one option a dependent question waited for becomes its condition.
UPDATE "questions" SET "condition_operator" = 'any_of', "condition_answer_ids" = ARRAY["parent_answer_id"]
  WHERE "parent_question_id" IS NOT NULL AND "parent_answer_id" IS NOT NULL;--> statement-breakpoint
UPDATE "questions" SET "parent_question_id" = NULL WHERE "condition_operator" IS NULL;--> statement-breakpoint
-- Every questionnaire as it is now becomes its version 1, and every result was filled in it.
INSERT INTO "questionnaire_versions" ("questionnaire_id", "number", "content", "published_at")
SELECT q."id", 1, jsonb_build_object(
  'steps', coalesce((
    SELECT jsonb_agg(jsonb_build_object('id', s."id", 'name', s."name", 'sort', s."sort") ORDER BY s."sort", s."id")
    FROM "questionnaire_steps" s WHERE s."questionnaire_id" = q."id"), '[]'::jsonb),
  'questions', coalesce((
    SELECT jsonb_agg(jsonb_build_object(
      'id', x."id", 'step_id', x."step_id", 'name', x."name", 'description', x."description",
      'code', x."code", 'answer_type', x."answer_type", 'is_required', x."is_required", 'sort', x."sort",
      'min_number', x."min_number", 'max_number', x."max_number", 'min_length', x."min_length",
      'min_photo_count', x."min_photo_count",
      'condition', CASE WHEN x."parent_question_id" IS NULL THEN NULL ELSE jsonb_build_object(
        'question_id', x."parent_question_id", 'operator', x."condition_operator",
        'answer_ids', to_jsonb(x."condition_answer_ids")) END,
      'answers', coalesce((
        SELECT jsonb_agg(jsonb_build_object('id', a."id", 'name', a."name", 'code', a."code", 'sort', a."sort") ORDER BY a."sort", a."id")
        FROM "question_answers" a WHERE a."question_id" = x."id"), '[]'::jsonb)
    ) ORDER BY x."sort", x."id")
    FROM "questions" x WHERE x."questionnaire_id" = q."id"), '[]'::jsonb)
), q."updated_at"
FROM "questionnaires" q;--> statement-breakpoint
UPDATE "question_results" r SET "questionnaire_version_id" = v."id"
  FROM "questionnaire_versions" v WHERE v."questionnaire_id" = r."questionnaire_id" AND v."number" = 1;--> statement-breakpoint
ALTER TABLE "question_results" ALTER COLUMN "questionnaire_version_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_versions" ADD CONSTRAINT "questionnaire_versions_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_versions" ADD CONSTRAINT "questionnaire_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_results" ADD CONSTRAINT "question_results_questionnaire_version_id_questionnaire_versions_id_fk" FOREIGN KEY ("questionnaire_version_id") REFERENCES "public"."questionnaire_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" DROP COLUMN "parent_answer_id";--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_condition_check" CHECK (("questions"."parent_question_id" is null) = ("questions"."condition_operator" is null) and ("questions"."condition_operator" is null) = ("questions"."condition_answer_ids" is null));