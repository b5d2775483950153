import multipart from '@fastify/multipart';
import { defineService } from '#server/services/define-service';
import { importRoutes } from './routes';

export default defineService({
  name: 'import',
  title: 'Импорт',
  routes: async (app) => {
    // An import's file comes as multipart; its limits are set per call (receive-upload).
    await app.register(multipart);
    await app.register(importRoutes);
  },
});
