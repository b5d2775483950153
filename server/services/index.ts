import address from './address/index';
import auth from './auth/index';
import checker from './checker/index';
import crowd from './crowd/index';
import type { ServiceDefinition } from './define-service';
import exportService from './export/index';
import files from './files/index';
import importService from './import/index';
import integration from './integration/index';
import main from './main/index';
import notifications from './notifications/index';

/** The ten services of spec section 7, in the order they are mounted. */
export const services: ServiceDefinition[] = [
  auth,
  main,
  files,
  importService,
  exportService,
  crowd,
  checker,
  address,
  integration,
  notifications,
];
