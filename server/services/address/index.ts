import { defineService } from '#server/services/define-service';

export default defineService({
  name: 'address',
  title: 'Адресная программа',
  routes: async () => {},
});
