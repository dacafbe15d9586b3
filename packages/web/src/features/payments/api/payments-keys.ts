/** Query keys of the payments feature; one prefix so a change refreshes every list and count. */
export const paymentsKeys = {
  all: ['payments'] as const,
  count: () => ['payments', 'count'] as const,
  page: (page: number) => ['payments', 'page', page] as const,
  list: () => ['payments', 'list'] as const,
};
