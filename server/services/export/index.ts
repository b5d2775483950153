import { defineService } from '#server/services/define-service';

export default defineService({
  name: 'export',
  title: 'Экспорт',
  routes: async () => {},
});
