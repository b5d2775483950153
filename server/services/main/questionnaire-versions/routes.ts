import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { registerCall } from '#server/http/register-call';
import { questionnaireVersionCalls as calls } from '#src/contracts/questionnaire-versions';
import { previewPublish, publishQuestionnaire } from './publish-draft';
import { listVersions, questionnaireIn, readVersion } from './version-reads';

/** A questionnaire's versions: the publish preview, publishing, the list and one version. */
export const questionnaireVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  const scope = async (request: Parameters<typeof accessOf>[0]) =>
    (await accessOf(request)).permittedProjectIds;

  registerCall(app, calls.publishPreview, async (request) =>
    previewPublish(app.db, request.params.id, await scope(request)),
  );

  registerCall(app, calls.publish, async (request, reply) => {
    const access = await accessOf(request);
    const version = await publishQuestionnaire(
      app.db,
      request.params.id,
      access.permittedProjectIds,
      request.body.draft_changed_at,
      access.caller.id,
    );
    return reply.code(201).send(version);
  });

  registerCall(app, calls.listVersions, async (request) => {
    const questionnaire = await questionnaireIn(app.db, request.params.id, await scope(request));
    return { items: await listVersions(app.db, questionnaire.id) };
  });

  registerCall(app, calls.getVersion, async (request) =>
    readVersion(app.db, request.params.id, await scope(request)),
  );
};
