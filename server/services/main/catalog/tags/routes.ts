import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import { listRows } from '#server/crud/read-rows';
import { registerCall } from '#server/http/register-call';
import { tagCalls, type tagListSchema } from '#src/contracts/catalog/tags';
import { tagsResource } from './definitions';
import { permittedProjectsFor, taggedEntity } from './entity-access';
import { listEntityTags } from './list-entity-tags';
import { addEntityTag, createTag, removeEntityTag } from './write-tags';

/**
 * Each call lets in whoever holds its level on any tagged area (the contract); the handler
 * narrows it to the area of the entity the request names (entity-access.ts).
 */
export const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, tagCalls.listTags, async (request) => {
    const scope = await permittedProjectsFor(request, request.body.entity_type, 'read');
    const page = await listRows(app.db, tagsResource, request.body, scope);
    return page as z.output<typeof tagListSchema>;
  });

  registerCall(app, tagCalls.createTag, async (request, reply) => {
    const scope = await permittedProjectsFor(request, request.body.entity_type, 'create');
    return reply.code(201).send(await createTag(request, request.body, scope));
  });

  registerCall(app, tagCalls.addEntityTag, async (request, reply) =>
    reply.code(201).send(await addEntityTag(request, request.body)),
  );

  registerCall(app, tagCalls.removeEntityTag, async (request, reply) => {
    await removeEntityTag(request, request.params.id);
    return reply.code(204).send(null);
  });

  registerCall(app, tagCalls.entityTags, async (request) => {
    const { entity_type } = request.query;
    await taggedEntity(request, entity_type, request.params.id, 'read');
    return { items: await listEntityTags(app.db, entity_type, request.params.id) };
  });
};
