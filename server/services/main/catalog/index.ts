import type { FastifyPluginAsync } from 'fastify';
import type { AnyCrudDefinition } from '#server/crud/definition';
import { registerCrud } from '#server/crud/register-crud';
import { crudExportKind } from '#server/exports/crud-kind';
import { actionsResource } from './actions';
import { clientOptionRoutes } from './client-options';
import { matricesResource, matrixRulesResource, matrixSkusResource } from './matrices';
import { matrixRoutes } from './matrix-routes';
import { outletTaskStatusRoutes } from './outlet-task-status';
import { outletsResource } from './outlets';
import { plainCatalogs } from './plain-catalogs';
import { planogramOutletRoutes, planogramOutletsResource } from './planogram-outlets';
import { planogramsResource } from './planograms';
import { projectOutletsResource } from './project-outlets';
import { projectPositionHistoryResource } from './project-position-history';
import { projectPositionsResource } from './project-positions';
import { projectsResource } from './projects';
import {
  questionnaireAssignmentRoutes,
  questionnaireAssignmentsResource,
} from './questionnaire-assignments';
import { questionnaireDraftRoutes } from './questionnaire-draft/routes';
import { questionnairesResource } from './questionnaires';
import {
  merchandisingTypesResource,
  statusesResource,
  visitFailResultsResource,
} from './reference-lists';
import { skuResource } from './sku';
import { skuCategoriesResource } from './sku-categories';
import {
  skuCategoryRelatesResource,
  skuGroupRelatesResource,
  skuRelateRoutes,
} from './sku-relates';
import { tagRoutes } from './tags/routes';
import { workflowRoutes } from './workflow-routes';

/**
 * Every CRUD definition of the main service, keyed by its name: the catalogs and the rows that
 * live in them (a product's categories and groups, a matrix's products and rules). The routes
 * are registered from this one list, and the API suites walk it.
 */
export const catalogResources: Record<string, AnyCrudDefinition> = {
  ...plainCatalogs,
  projects: projectsResource,
  merchandising_types: merchandisingTypesResource,
  statuses: statusesResource,
  visit_fail_results: visitFailResultsResource,
  outlets: outletsResource,
  project_outlets: projectOutletsResource,
  project_positions: projectPositionsResource,
  project_position_history: projectPositionHistoryResource,
  sku_categories: skuCategoriesResource,
  sku: skuResource,
  sku_category_relates: skuCategoryRelatesResource,
  sku_group_relates: skuGroupRelatesResource,
  actions: actionsResource,
  matrices: matricesResource,
  matrix_skus: matrixSkusResource,
  matrix_assignment_rules: matrixRulesResource,
  planograms: planogramsResource,
  planogram_outlets: planogramOutletsResource,
  questionnaire_assignment_outlets: questionnaireAssignmentsResource,
  questionnaires: questionnairesResource,
};

/** Every catalog list's "Выгрузить", on the server: one kind each, from its definition. */
export const catalogExportKinds = Object.values(catalogResources).map(crudExportKind);

export const catalogRoutes: FastifyPluginAsync = async (app) => {
  for (const resource of Object.values(catalogResources)) registerCrud(app, resource);
  await app.register(clientOptionRoutes);
  await app.register(tagRoutes);
  await app.register(workflowRoutes);
  await app.register(matrixRoutes);
  await app.register(planogramOutletRoutes);
  await app.register(questionnaireAssignmentRoutes);
  await app.register(outletTaskStatusRoutes);
  await app.register(skuRelateRoutes);
  await app.register(questionnaireDraftRoutes);
};
