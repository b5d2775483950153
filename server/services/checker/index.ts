import { defineService } from '../define-service';

export default defineService({
  name: 'checker',
  title: 'Проверка визитов',
  routes: async () => {},
});
