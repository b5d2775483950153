import type { Database } from '#server/db/client';
import { ApiError } from '#server/http/errors';
import {
  type FilledQuestionnaire,
  QUESTION_RESULT_MESSAGES,
} from '#src/contracts/question-results';
import {
  latestVersions,
  readStoredForms,
  readVersions,
  type StoredForm,
  type Version,
} from './stored-answers';
import type { VisitForm } from './visit-form';

/** The stored form of a visit's questionnaire and the version it is (or will be) filled in. */
export async function loadForm(
  db: Database,
  form: VisitForm,
): Promise<{ stored: StoredForm; version: Version }> {
  const stored = (await readStoredForms(db, [form]))(form);
  const version =
    stored.versionId === null
      ? (await latestVersions(db, [form.questionnaireId])).get(form.questionnaireId)
      : (await readVersions(db, [stored.versionId])).get(stored.versionId);
  if (!version) throw new ApiError(409, QUESTION_RESULT_MESSAGES.noVersion);
  return { stored, version };
}

/**
 * The filled result as the editor opens it: its version's content, and the answers of that
 * content's questions that have a result or photos, in the content's order.
 */
function filledReply(form: VisitForm, stored: StoredForm, version: Version): FilledQuestionnaire {
  const answers = version.content.questions.flatMap((question) => {
    const result = stored.results.get(question.id);
    const photoCount = stored.photos.get(question.id) ?? 0;
    if (!result && photoCount === 0) return [];
    return [
      {
        question_id: question.id,
        value: result?.value ?? null,
        comment: result?.comment ?? null,
        photo_count: photoCount,
      },
    ];
  });
  return {
    visit_id: form.visitId,
    questionnaire_id: form.questionnaireId,
    filled: stored.versionId !== null,
    version: { id: version.id, number: version.number },
    content: version.content,
    answers,
  };
}

export async function readFilled(db: Database, form: VisitForm): Promise<FilledQuestionnaire> {
  const { stored, version } = await loadForm(db, form);
  return filledReply(form, stored, version);
}
