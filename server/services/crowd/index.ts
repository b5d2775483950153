import { defineService } from '#server/services/define-service';

export default defineService({
  name: 'crowd',
  title: 'Краудмерчандайзинг',
  routes: async () => {},
});
