import { defineService } from '#server/services/define-service';
import { exportRoutes } from './routes';

export default defineService({
  name: 'export',
  title: 'Экспорт',
  routes: async (app) => {
    await app.register(exportRoutes);
  },
});
