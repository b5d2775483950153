import { defineService } from '../define-service';

export default defineService({
  name: 'address',
  title: 'Адресная программа',
  routes: async () => {},
});
