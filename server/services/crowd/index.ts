import { defineService } from '../define-service';

export default defineService({
  name: 'crowd',
  title: 'Краудмерчандайзинг',
  routes: async () => {},
});
