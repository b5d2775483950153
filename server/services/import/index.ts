import { defineService } from '../define-service';

export default defineService({
  name: 'import',
  title: 'Импорт',
  routes: async () => {},
});
