import { defineService } from '../define-service';

export default defineService({
  name: 'files',
  title: 'Файлы',
  routes: async () => {},
});
