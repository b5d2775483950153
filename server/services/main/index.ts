import { defineService } from '../define-service';
import { feedRoutes } from './feeds/routes';

export default defineService({
  name: 'main',
  title: 'Основной сервис',
  routes: async (app) => {
    await app.register(feedRoutes);
  },
});
