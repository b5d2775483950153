import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedFilterSchema, feedListSchema } from '../../../../src/contracts/feeds';
import { scopeProjects } from '../../../access/caller';
import { callerOf, requireUser } from '../../../access/require-user';
import { listFeeds } from './list-feeds';

export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/feeds/list/',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Visit feed: visits of the selected projects, newest first',
        body: feedFilterSchema,
        response: { 200: feedListSchema },
      },
    },
    async (request) => {
      const projectIds = scopeProjects(callerOf(request), request.body.project_ids);
      return listFeeds(app.db, projectIds, request.body);
    },
  );
};
