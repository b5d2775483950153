import type { ServiceName } from '#src/contracts/service-names';
import { createServiceClient, type ServiceClient } from './client';

// One client per back-end service of the spec (section 7). Base URLs come from /config.json.
export const authApi = createServiceClient('auth');
export const mainApi = createServiceClient('main');
export const filesApi = createServiceClient('files');
export const importApi = createServiceClient('import');
export const exportApi = createServiceClient('export');
export const crowdApi = createServiceClient('crowd');
export const checkerApi = createServiceClient('checker');
export const addressApi = createServiceClient('address');
export const integrationApi = createServiceClient('integration');
export const notificationsApi = createServiceClient('notifications');

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
