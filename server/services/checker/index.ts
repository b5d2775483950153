import { defineService } from '#server/services/define-service';
import { checkerRoutes } from './routes';

export default defineService({
  name: 'checker',
  title: 'Проверка визитов',
  routes: checkerRoutes,
});
