import { defineService } from '#server/services/define-service';
import { integrationReportKind } from './integration-report';

export default defineService({
  name: 'integration',
  title: 'Интеграции',
  exportKinds: [integrationReportKind],
  routes: async () => {},
});
