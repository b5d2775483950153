import type { ServiceName } from '#src/contracts/service-names';
import { createServiceClient, type ServiceClient } from './client';

// One client per back-end service of the spec (section 7). Base URLs come from /config.json.
const authApi = createServiceClient('auth');
const mainApi = createServiceClient('main');
const filesApi = createServiceClient('files');
const importApi = createServiceClient('import');
const exportApi = createServiceClient('export');
const crowdApi = createServiceClient('crowd');
const checkerApi = createServiceClient('checker');
const addressApi = createServiceClient('address');
const integrationApi = createServiceClient('integration');
const notificationsApi = createServiceClient('notifications');

const clients: Record<ServiceName, ServiceClient> = {
  auth: authApi,
  main: mainApi,
  files: filesApi,
  import: importApi,
  export: exportApi,
  crowd: crowdApi,
  checker: checkerApi,
  address: addressApi,
  integration: integrationApi,
  notifications: notificationsApi,
};

/** The client of a service. */
export const clientOf = (service: ServiceName): ServiceClient => clients[service];
