import * as z from 'zod/mini';

import { type ServiceName, serviceNames } from './service-names';

export { type ServiceName, serviceNames };

const serviceNameSchema = z.enum(serviceNames);

/**
 * GET /config.json — what the server tells the portal at start-up, so one build runs against
 * any deployment. A base URL is absolute (`https://auth.example.com`) or origin-relative
 * (`/svc/auth`). Every service must be present.
 */
export const runtimeConfigSchema = z.object({
  services: z.record(serviceNameSchema, z.string().check(z.minLength(1))),
  apiKey: z.string(),
  /** Empty disables error reporting entirely (the SDK is then never downloaded). */
  sentryDsn: z.string(),
  supportPhone: z.string(),
  version: z.string(),
  refetchOnWindowFocus: z.boolean(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
