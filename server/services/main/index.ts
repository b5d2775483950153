import { defineService } from '../define-service';
import { feedRoutes } from './feeds/routes';
import { settingsRoutes } from './settings/routes';

export default defineService({
  name: 'main',
  title: 'Основной сервис',
  routes: async (app) => {
    await app.register(feedRoutes);
    await app.register(settingsRoutes);
  },
});
