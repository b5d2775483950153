import { defineService } from '#server/services/define-service';
import { controlPanelRoutes } from './cp/routes';
import { ownNotificationRoutes } from './own/routes';

export default defineService({
  name: 'notifications',
  title: 'Уведомления',
  routes: async (app) => {
    await app.register(ownNotificationRoutes);
    await app.register(controlPanelRoutes);
  },
});
