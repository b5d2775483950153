import { defineService } from '../define-service';

export default defineService({
  name: 'auth',
  title: 'Авторизация и пользователи',
  routes: async () => {},
});
