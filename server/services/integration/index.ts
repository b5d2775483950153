import { defineService } from '../define-service';

export default defineService({
  name: 'integration',
  title: 'Интеграции',
  routes: async () => {},
});
