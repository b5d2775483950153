import multipart from '@fastify/multipart';
import { previewStore } from '#server/files/previews';
import { defineService } from '#server/services/define-service';
import { contentRoute } from './content-route';
import { linkStatusRoute } from './link-status-route';
import { photoArchiveRoutes } from './photo-archive/archive-routes';
import { uploadRoutes } from './upload-routes';

export default defineService({
  name: 'files',
  title: 'Файлы',
  routes: async (app) => {
    const { storage } = app;
    // The files and import services read multipart bodies; limits are set per call (receive-upload).
    await app.register(multipart);
    await app.register(uploadRoutes(storage));
    await app.register(contentRoute(storage, previewStore(storage, app.log)));
    await app.register(linkStatusRoute);
    await app.register(photoArchiveRoutes(storage));
  },
});
