import type { FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { linkViewerOf } from '#server/files/links/link-access';
import { assertQuestionsOfVisits } from '#server/files/links/link-questions';
import { assertTargetLinkable, assertVisitsLinkable } from '#server/files/links/link-targets';
import type { NewFileLink } from '#server/files/links/write-links';
import type { bulkUploadObjectSchema } from '#src/contracts/files';

type BulkObject = z.output<typeof bulkUploadObjectSchema>;
/** What a link of a bulk upload says about its object; the file and its owner come later. */
export type BulkTarget = Pick<
  NewFileLink,
  'generic_type' | 'generic_id' | 'type' | 'object_id' | 'visit_id'
>;

/**
 * The objects of a bulk upload as links, once the caller may write every one of them (the rules
 * of POST /file_links/): 404 for one that does not exist, 403 for one outside their reach. The
 * files are only kept after this, so nothing is stored for an object the caller cannot link to.
 */
export async function assertBulkTargets(
  request: FastifyRequest,
  objects: readonly BulkObject[],
): Promise<BulkTarget[]> {
  const db = request.server.db;
  const viewer = await linkViewerOf(request, 'write');
  const questions = objects.flatMap((object, i) =>
    object.generic_type === 'SFA_VISIT' ? [{ object, field: `objects.${i}.object_id` }] : [],
  );
  if (questions.length > 0) {
    await assertVisitsLinkable(
      db,
      viewer,
      questions.map(({ object }) => object.visit_id),
    );
  }
  await assertQuestionsOfVisits(
    db,
    questions.map(({ object, field }) => ({
      field,
      visitId: object.visit_id,
      type: object.type,
      questionId: object.object_id,
    })),
  );
  const targets: BulkTarget[] = [];
  for (const object of objects) {
    if (object.generic_type === 'SFA_VISIT') {
      targets.push({
        generic_type: object.generic_type,
        generic_id: object.visit_id,
        type: object.type,
        object_id: object.object_id,
        visit_id: object.visit_id,
      });
      continue;
    }
    const visitId = await assertTargetLinkable(db, viewer, object);
    targets.push({
      generic_type: object.generic_type,
      generic_id: object.generic_id,
      visit_id: visitId,
    });
  }
  return targets;
}
