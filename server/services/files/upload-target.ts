import type { FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { callerOf } from '#server/access/require-user';
import { linkViewerOf } from '#server/files/links/link-access';
import { assertQuestionsOfVisits, QUESTION_PHOTO } from '#server/files/links/link-questions';
import { assertTargetLinkable, assertVisitsLinkable } from '#server/files/links/link-targets';
import { ApiError, INVALID_FORM } from '#server/http/errors';
import { FILE_MESSAGES, type UploadType, type uploadFieldsSchema } from '#src/contracts/files';
import { assertMayChangePlanogram } from './planogram-file';
import { assertMayChangeSkuImage } from './sku-image';
import { assertMayChangePhoto } from './user-photo';

type Fields = z.output<typeof uploadFieldsSchema>;

/**
 * What a kept upload is for: a user's photo, a planogram's file and a product's image are set at
 * once, the rest wait for their link.
 */
export type UploadTarget =
  | { photoOf: number }
  | { planogramOf: number }
  | { imageOfSku: number }
  | { linkable: true };

/** The id that names the object; without it the upload is for nobody (400 on that field). */
const required = (id: number | undefined, field: 'object_id' | 'visit_id'): number => {
  if (id === undefined) {
    throw new ApiError(400, INVALID_FORM, [{ field, message: FILE_MESSAGES.noTarget }]);
  }
  return id;
};

/**
 * Every upload names an object the caller may write, checked before the file is kept: nothing
 * is stored for nobody (a file left unlinked is removed after a day by the cleanup job). The
 * rules are those of file links (links/link-access.ts), so what may be uploaded for an object
 * may then be linked to it. A type without a rule here cannot be uploaded.
 */
const RULES: Record<
  UploadType,
  (request: FastifyRequest, fields: Fields) => Promise<UploadTarget>
> = {
  /** A user's photo: only the roles of spec section 6 "User photo change", own one included. */
  user: async (request, fields) => {
    const userId = required(fields.object_id, 'object_id');
    await assertMayChangePhoto(request.server.db, callerOf(request), userId);
    return { photoOf: userId };
  },
  /** A planogram's image or PDF: the planograms area's UPDATE in its project. */
  planogram: async (request, fields) => {
    const planogramId = required(fields.object_id, 'object_id');
    await assertMayChangePlanogram(request, planogramId);
    return { planogramOf: planogramId };
  },
  /** A product's image: UPDATE on the SKU catalog where the product is (sku-image.ts). */
  sku: async (request, fields) => ({
    imageOfSku: await assertMayChangeSkuImage(
      request.server.db,
      callerOf(request),
      fields.object_id,
    ),
  }),
  /** A visit photo: object_id or visit_id is the visit; its project's feed write right. */
  sfa_visit: async (request, fields) => {
    const visitId = fields.visit_id ?? required(fields.object_id, 'object_id');
    const viewer = await linkViewerOf(request, 'write');
    await assertVisitsLinkable(request.server.db, viewer, [visitId]);
    return { linkable: true };
  },
  /** An answer's photo: object_id is the question, visit_id the visit it is answered in. */
  sfa_question_result: async (request, fields) => {
    const visitId = required(fields.visit_id, 'visit_id');
    const viewer = await linkViewerOf(request, 'write');
    await assertVisitsLinkable(request.server.db, viewer, [visitId]);
    // What the link made later would be refused for is not kept either.
    await assertQuestionsOfVisits(request.server.db, [
      { field: 'object_id', visitId, type: QUESTION_PHOTO, questionId: fields.object_id },
    ]);
    return { linkable: true };
  },
  /** The caller's own support ticket (an administrator's: any). */
  support_request: async (request, fields) => {
    const ticketId = required(fields.object_id, 'object_id');
    const viewer = await linkViewerOf(request, 'write');
    await assertTargetLinkable(request.server.db, viewer, {
      generic_type: 'SUPPORT_REQUEST',
      generic_id: ticketId,
    });
    return { linkable: true };
  },
  /** A check result of a visit the caller may check; visit_id, when sent, must be its visit. */
  check_list_result: async (request, fields) => {
    const resultId = required(fields.object_id, 'object_id');
    const viewer = await linkViewerOf(request, 'write');
    const visitId = await assertTargetLinkable(request.server.db, viewer, {
      generic_type: 'CHECK_LIST_RESULT',
      generic_id: resultId,
    });
    if (fields.visit_id !== undefined && fields.visit_id !== visitId) {
      throw new ApiError(400, INVALID_FORM, [
        { field: 'visit_id', message: FILE_MESSAGES.otherVisit },
      ]);
    }
    return { linkable: true };
  },
};

/** 400 when the upload names nothing, 404/403 when it names what the caller may not write. */
export function assertUploadTarget(request: FastifyRequest, fields: Fields): Promise<UploadTarget> {
  return RULES[fields.type](request, fields);
}
