import { queryOptions, useQuery } from '@tanstack/react-query';
import { SupportMessageListItem } from '@wayfare/common';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { messagesKeys } from './messages-keys';

/**
 * GET /api/messages: every message for an admin, the caller's own otherwise; newest first. `errorDialog: false` for
 * side panels that simply stay hidden when the list cannot be loaded.
 */
export function getMessages(signal?: AbortSignal, errorDialog = true): Promise<SupportMessageListItem[]> {
  return apiRequest('/messages', { schema: z.array(SupportMessageListItem), signal, errorDialog });
}

export const messagesQueryOptions = () =>
  queryOptions({ queryKey: messagesKeys.list(), queryFn: ({ signal }) => getMessages(signal) });

export function useMessages({ errorDialog = true } = {}) {
  return useQuery({ ...messagesQueryOptions(), queryFn: ({ signal }) => getMessages(signal, errorDialog) });
}
