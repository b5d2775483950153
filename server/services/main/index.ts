import { defineService } from '#server/services/define-service';
import { catalogRoutes } from './catalog/index';
import { feedRoutes } from './feeds/routes';
import { fileLinkRoutes } from './file-links/routes';
import { homeRoutes } from './home/routes';
import { planogramsKind } from './imports/planograms-kind';
import { projectOutletsKind } from './imports/project-outlets-kind';
import { routesKind } from './imports/routes-kind';
import { routesV2Kind } from './imports/routes-v2-kind';
import { updateProjectOutletsKind } from './imports/update-project-outlets-kind';
import { settingsRoutes } from './settings/routes';
import { supportRoutes } from './support/routes';
import { taskRoutes } from './tasks/routes';
import { userProjectRoutes } from './user-projects/routes';
import { visitScheduleRoutes } from './visit-schedule/routes';
import { restoredVisitRoutes } from './visits/restore-routes';
import { visitRoutes } from './visits/routes';

export default defineService({
  name: 'main',
  title: 'Основной сервис',
  importKinds: [
    projectOutletsKind,
    updateProjectOutletsKind,
    routesKind,
    routesV2Kind,
    planogramsKind,
  ],
  routes: async (app) => {
    await app.register(feedRoutes);
    await app.register(settingsRoutes);
    await app.register(fileLinkRoutes);
    await app.register(supportRoutes);
    await app.register(userProjectRoutes);
    await app.register(homeRoutes);
    await app.register(catalogRoutes);
    await app.register(visitRoutes);
    await app.register(restoredVisitRoutes);
    await app.register(visitScheduleRoutes);
    await app.register(taskRoutes);
  },
});
