import { defineService } from '../define-service';
import { checkerRoutes } from './routes';

export default defineService({
  name: 'checker',
  title: 'Проверка визитов',
  routes: checkerRoutes,
});
