import { defineService } from '#server/services/define-service';

export default defineService({
  name: 'integration',
  title: 'Интеграции',
  routes: async () => {},
});
