import { defineService } from '#server/services/define-service';
import { catalogExportKinds, catalogRoutes } from './catalog/index';
import { visitFeedExportKind } from './feeds/feed-export';
import { feedRoutes } from './feeds/routes';
import { fileLinkRoutes } from './file-links/routes';
import { homeRoutes } from './home/routes';
import { matricesKind } from './imports/matrices-kind';
import { matrixAssignmentRulesKind } from './imports/matrix-assignment-rules-kind';
import { matrixWorkflowRelatesKind } from './imports/matrix-workflow-relates-kind';
import { planogramsKind } from './imports/planograms-kind';
import { productsKind } from './imports/products-kind';
import { projectOutletsKind } from './imports/project-outlets-kind';
import { projectPositionsKind } from './imports/project-positions-kind';
import {
  questionnaireOutletsKind,
  questionnaireOutletsV2Kind,
} from './imports/questionnaire-outlets-kind';
import { questionnairesKind } from './imports/questionnaires-kind';
import { routesKind } from './imports/routes-kind';
import { routesV2Kind } from './imports/routes-v2-kind';
import { updateProjectOutletsKind } from './imports/update-project-outlets-kind';
import { userProjectExtraDataKind } from './imports/user-project-extra-data-kind';
import { userProjectsKind } from './imports/user-projects-kind';
import {
  photoReportExportKind,
  photoReportZipExportKind,
} from './photo-report/photo-report-export';
import { photoReportRoutes } from './photo-report/routes';
import { questionResultRoutes } from './question-results/routes';
import { questionnaireVersionRoutes } from './questionnaire-versions/routes';
import { visitsByImportKind, visitsByScheduleKind } from './reports/visit-reports';
import { visitsByMatricesKind } from './reports/visits-by-matrices';
import { settingsRoutes } from './settings/routes';
import { supportRoutes } from './support/routes';
import { taskRoutes } from './tasks/routes';
import { userProjectRoutes } from './user-projects/routes';
import { userProjectLinksExportKind } from './user-projects/user-project-links-export';
import { visitScheduleRoutes } from './visit-schedule/routes';
import { visitScheduleExportKind } from './visit-schedule/schedule-export';
import { restoredVisitRoutes } from './visits/restore-routes';
import { restoredVisitsExportKind } from './visits/restored-export';
import { visitRoutes } from './visits/routes';

export default defineService({
  name: 'main',
  title: 'Основной сервис',
  importKinds: [
    projectOutletsKind,
    updateProjectOutletsKind,
    userProjectsKind,
    projectPositionsKind,
    userProjectExtraDataKind,
    routesKind,
    routesV2Kind,
    planogramsKind,
    productsKind,
    matricesKind,
    matrixAssignmentRulesKind,
    matrixWorkflowRelatesKind,
    questionnairesKind,
    questionnaireOutletsKind,
    questionnaireOutletsV2Kind,
  ],
  exportKinds: [
    ...catalogExportKinds,
    visitFeedExportKind,
    visitScheduleExportKind,
    restoredVisitsExportKind,
    userProjectLinksExportKind,
    visitsByScheduleKind,
    visitsByImportKind,
    visitsByMatricesKind,
    photoReportExportKind,
    photoReportZipExportKind,
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
    await app.register(photoReportRoutes);
    await app.register(questionResultRoutes);
    await app.register(questionnaireVersionRoutes);
  },
});
