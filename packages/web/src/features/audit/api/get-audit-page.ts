import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AuditEntry, type AuditQuery } from '@wayfare/common';
import { z } from 'zod';
import { apiRequestWithHeaders } from '../../../lib/api-client';

export type AuditFilters = Omit<AuditQuery, 'page'>;

export interface AuditPage {
  entries: AuditEntry[];
  /** How many entries the filters keep in all (X-Total-Count). */
  total: number;
}

export const auditKeys = {
  all: ['audit'] as const,
  page: (page: number, filters: AuditFilters) => ['audit', page, filters] as const,
};

/**
 * GET /api/audit?page=&entity=&userId= (ADMIN): one page of the log, newest first, and the filtered total from the
 * `X-Total-Count` header (docs/product/admin-tools.md#audit-log); one request per view.
 */
export async function getAuditPage(page: number, filters: AuditFilters, signal?: AbortSignal): Promise<AuditPage> {
  const query = new URLSearchParams({ page: String(page) });
  if (filters.entity) query.set('entity', filters.entity);
  if (filters.userId) query.set('userId', String(filters.userId));
  const { data: entries, headers } = await apiRequestWithHeaders(`/audit?${query}`, {
    schema: z.array(AuditEntry),
    signal,
  });
  const total = Number(headers.get('X-Total-Count') ?? Number.NaN);
  return { entries, total: Number.isInteger(total) && total >= 0 ? total : entries.length };
}

export const auditPageQueryOptions = (page: number, filters: AuditFilters) =>
  queryOptions({
    queryKey: auditKeys.page(page, filters),
    queryFn: ({ signal }) => getAuditPage(page, filters, signal),
    // Another page keeps the entries on screen until the next ones arrive, so the page buttons stay put.
    placeholderData: keepPreviousData,
  });

export const useAuditPage = (page: number, filters: AuditFilters) => useQuery(auditPageQueryOptions(page, filters));
