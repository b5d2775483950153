import { defineService } from '#server/services/define-service';

export default defineService({
  name: 'import',
  title: 'Импорт',
  routes: async () => {},
});
