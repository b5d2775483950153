import { defineService } from '../define-service';

export default defineService({
  name: 'notifications',
  title: 'Уведомления',
  routes: async () => {},
});
