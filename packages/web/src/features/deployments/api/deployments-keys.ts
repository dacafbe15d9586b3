import type { ServiceType } from '@wayfare/common';

/** Query keys of the deployments feature; one prefix so an action can refresh both rows. */
export const deploymentsKeys = {
  all: ['deployments'] as const,
  status: (serviceType: ServiceType) => ['deployments', 'status', serviceType] as const,
};
