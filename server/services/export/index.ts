import { defineService } from '../define-service';

export default defineService({
  name: 'export',
  title: 'Экспорт',
  routes: async () => {},
});
