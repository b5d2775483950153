import { defineService } from '#server/services/define-service';
import { checkVisitsExportKind } from './check-visits-export';
import { checkersKind } from './imports/checkers-kind';
import { checkerRoutes } from './routes';

export default defineService({
  name: 'checker',
  title: 'Проверка визитов',
  importKinds: [checkersKind],
  exportKinds: [checkVisitsExportKind],
  routes: checkerRoutes,
});
