import type { SupportRequestFilter } from '#src/contracts/support';

/** Query keys of support tickets and their types; a sent ticket invalidates `requests.all`. */
export const supportKeys = {
  requests: {
    all: ['support-requests'] as const,
    list: (filter: SupportRequestFilter) => [...supportKeys.requests.all, 'list', filter] as const,
  },
  requestTypes: ['support-request-types', 'list'] as const,
};
