/** Query keys of the support feature; one prefix so a new message or reply refreshes every list. */
export const messagesKeys = {
  all: ['messages'] as const,
  list: () => ['messages', 'list'] as const,
};
